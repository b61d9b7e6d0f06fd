import { z } from 'zod';
import { busRcSchema } from '../buses';
import { AUDIT_KINDS } from '../quality';
import { ingestInstantSchema, recordBase } from './common';
import { qualityWorkListSchema } from './inspections';

/** An audit's named inspection (part 2 §3 `groupWork[]`): its items, in order. */
const groupWorkRecordSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(80, 'Keep name within 80'),
  label: z.string().trim().min(1, 'label is required').max(120, 'Keep label within 120'),
  work: qualityWorkListSchema(200).min(1, 'Send at least one work item'),
});

/**
 * `audits`: an audit of a bus of an MG (BUSOWNER) account (part 2 §3 Inspection or audit record
 * with `groupWork`; the Audit Data screen): its own items (`work`) and its inspections
 * (`groupWork`), at least one item in all. Attachments as for `inspections`. A changed record
 * replaces the audit's groups, items and attachments.
 */
export const auditRecordSchema = z
  .object({
    ...recordBase,
    name: z.enum(AUDIT_KINDS, { error: `name is one of ${AUDIT_KINDS.join(', ')}` }),
    busRc: busRcSchema,
    closedDate: ingestInstantSchema,
    work: qualityWorkListSchema(200).default([]),
    groupWork: z
      .array(groupWorkRecordSchema, { error: 'groupWork is a list of { name, label, work }' })
      .max(50, 'At most 50 groups')
      .default([]),
  })
  .superRefine((r, ctx) => {
    if (r.work.length === 0 && r.groupWork.length === 0)
      ctx.addIssue({ code: 'custom', path: ['work'], message: 'Send work items, groupWork or both' });
  })
  .meta({
    examples: [
      {
        externalId: 'AUD-9001',
        account: { mobileNo: '9000000002', type: 'BUSOWNER' },
        name: 'RegularAudit',
        busRc: 'KA01AB1234',
        closedDate: 1795870800000,
        work: [{ name: 'Driver licence checked', value: 'Yes', remark: '' }],
        groupWork: [
          {
            name: 'exterior',
            label: 'Exterior',
            work: [
              {
                name: 'Walk-around',
                value: 'OK',
                remark: '',
                attachments: [
                  {
                    attachmentType: 'video',
                    fileId: '7a1d3c5e-2b4f-4e6a-8c0d-1f3b5d7e9a24',
                    attachmentLabel: 'Walk-around video',
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  });
export type AuditRecord = z.infer<typeof auditRecordSchema>;
