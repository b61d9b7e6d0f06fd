import { z } from 'zod';
import { busRcSchema } from '../buses';
import { ATTACHMENT_TYPES, INSPECTION_KINDS } from '../quality';
import { ingestInstantSchema, recordBase } from './common';

/**
 * An attachment of a work item (part 2 §3 `attachments[]`): a file uploaded first with
 * `POST /api/ingest/v1/files` for the same account, named by the `fileId` it answered. Its
 * content must be of `attachmentType` (an image, a video or an audio file).
 */
export const qualityAttachmentRecordSchema = z.object({
  attachmentType: z.enum(ATTACHMENT_TYPES, { error: 'attachmentType is image, video or audio' }),
  fileId: z.uuid('fileId is the id POST /api/ingest/v1/files answered'),
  attachmentLabel: z.string().trim().min(1, 'attachmentLabel is required').max(120, 'Keep within 120'),
});

/** A checked item (part 2 §3 `work[]`): what was checked, the value found, a remark, its media. */
export const qualityWorkRecordSchema = z.object({
  name: z.string().trim().min(1, 'name is the item checked').max(120, 'Keep name within 120'),
  value: z.string().trim().max(120, 'Keep value within 120').default(''),
  remark: z.string().trim().max(2000, 'Keep remark within 2,000 characters').default(''),
  attachments: z.array(qualityAttachmentRecordSchema).max(20, 'At most 20 attachments').default([]),
});
export type QualityWorkRecord = z.infer<typeof qualityWorkRecordSchema>;

/** A list of work items, at most `max`. */
export const qualityWorkListSchema = (max: number) =>
  z
    .array(qualityWorkRecordSchema, { error: 'work is a list of checked items' })
    .max(max, `At most ${max} items`);

/** `name` as part 1 §3 writes it, in any case ('inspectionone'). */
const inspectionNameSchema = z
  .string({ error: `name is one of ${INSPECTION_KINDS.join(', ')}` })
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(INSPECTION_KINDS, { error: `name is one of ${INSPECTION_KINDS.join(', ')}` }));

/**
 * `inspections`: an inspection of a bus of an MG (BUSOWNER) account (part 2 §3 Inspection or
 * audit record; the Inspection Data screen). `busRc` is a bus of the account; `closedDate` when
 * it was completed. A changed record replaces the inspection's items and attachments.
 */
export const inspectionRecordSchema = z
  .object({
    ...recordBase,
    name: inspectionNameSchema,
    busRc: busRcSchema,
    closedDate: ingestInstantSchema,
    work: qualityWorkListSchema(200).min(1, 'Send at least one work item'),
  })
  .meta({
    examples: [
      {
        externalId: 'INSP-55012',
        account: { mobileNo: '9000000002', type: 'BUSOWNER' },
        name: 'INSPECTIONONE',
        busRc: 'KA01AB1234',
        closedDate: '2026-11-28T18:40:00+05:30',
        work: [
          {
            name: 'Tyre condition',
            value: 'Worn',
            remark: 'Rear left tyre near the wear mark',
            attachments: [
              {
                attachmentType: 'image',
                fileId: '3f6c2a1e-8d4b-4f7a-9c1e-2b5d7e9f0a13',
                attachmentLabel: 'Rear left tyre',
              },
            ],
          },
          { name: 'First-aid kit', value: 'OK', remark: '' },
        ],
      },
    ],
  });
export type InspectionRecord = z.infer<typeof inspectionRecordSchema>;
