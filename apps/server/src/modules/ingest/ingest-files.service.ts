import {
  FILE_MESSAGES,
  INGEST_FILE_FEATURE,
  INGEST_FILE_FIELD,
  USER_TYPE_LABELS,
  ingestFileAccount,
  type IngestFileFields,
  type IngestFileResult,
} from '@oc/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit/audit';
import type { FilesService, Upload } from '../files/files.service';
import { findAccounts } from './ingest.repository';

/**
 * `POST /api/ingest/v1/files` (docs/integration.md "Attachments"): an attachment the provider's
 * systems upload for one account before the records that name it by `fileId`. Through the one file
 * pipeline (FilesService.store: the upload allowance, the `ingestAttachment` policy's checks, the
 * object and its `stored_files` row of that account in one transaction with the audit row); a
 * refused file leaves nothing behind. Records of that account only can refer to it.
 */
export class IngestFilesService {
  constructor(private readonly d: { db: Db; clock: Clock; files: FilesService }) {}

  async store(fields: IngestFileFields, upload: Upload | null, actor: Actor): Promise<IngestFileResult> {
    if (!upload)
      throw new HttpError(400, FILE_MESSAGES.noFile, [
        { path: INGEST_FILE_FIELD, message: FILE_MESSAGES.noFile },
      ]);
    const ref = ingestFileAccount(fields);
    const [account] =
      typeof ref === 'string'
        ? await findAccounts(this.d.db, [ref], [])
        : await findAccounts(this.d.db, [], [ref]);
    if (!account) {
      const message =
        typeof ref === 'string'
          ? `No account ${ref}`
          : `No account ${ref.mobileNo} (${USER_TYPE_LABELS[ref.type]})`;
      throw new HttpError(400, message, [
        { path: typeof ref === 'string' ? 'accountId' : 'mobileNo', message },
      ]);
    }
    const file = await this.d.files.store(account.id, INGEST_FILE_FEATURE, upload, async (row, tx) => {
      await recordAudit(
        tx,
        actor,
        {
          kind: 'ingest.files',
          entity: 'stored_files',
          entityId: row.id,
          accountId: account.id,
          after: { name: row.displayName, contentType: row.contentType, sizeBytes: row.sizeBytes },
        },
        this.d.clock.now(),
      );
      return row;
    });
    return { fileId: file.id };
  }
}
