import { filesEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { FilesService } from './files.service';
import { sendFile } from './http';

/** Stored files: by id for the owner's account, or through a short-lived signed link. */
export function filesRoutes(files: FilesService) {
  return featureRoutes('files', filesEndpoints, {
    download: async ({ tenant, params, reply }) => sendFile(reply, await files.open(tenant.id, params.id)),
    signed: async ({ params, reply }) => {
      const signed = await files.openSigned(params.token);
      // A signed link is opened in a new tab: PDFs and images show there, anything else downloads.
      // A PDF shows inline only when its parse finds no action now (one stored before the parse was
      // the upload check may hold a script): else it downloads, sandboxed.
      const { opened, clean } = await files.checkedPdf(signed);
      const inline =
        (opened.file.contentType === 'application/pdf' && clean) ||
        opened.file.contentType.startsWith('image/');
      return sendFile(reply, opened, inline ? 'inline' : 'attachment');
    },
  });
}
