import { TABLE_EXPORT_BODY_LIMIT, exportsEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { contentDisposition } from '../files/http';
import type { TableExportService } from './exports.service';

/** POST /exports/table: the operator's table as a file (every business model). */
export function exportsRoutes(exports: TableExportService) {
  return featureRoutes('exports', exportsEndpoints, {
    table: {
      handler: async ({ body, reply }) => {
        const file = await exports.write(body);
        return reply
          .type(file.contentType)
          .header('content-disposition', contentDisposition(file.filename))
          .send(file.body);
      },
      extras: { bodyLimit: TABLE_EXPORT_BODY_LIMIT },
    },
  });
}
