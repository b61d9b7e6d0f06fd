import { auditEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { AuditService } from './audit.service';

export function auditRoutes(audit: AuditService) {
  return featureRoutes('audit', auditEndpoints, {
    list: ({ query }) => audit.list(query),
    activity: ({ tenant, query }) => audit.activity(tenant.id, query.limit),
  });
}
