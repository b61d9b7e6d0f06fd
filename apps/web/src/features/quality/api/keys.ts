import type { AuditQuery, InspectionQuery, RatingsBody } from '@oc/contract';
import { resolveUserType } from '../../../lib/session';

// The bus quality data query keys; each starts with the acting business model.

/** Audit Data (part 2 §2 /auditDataDetails). */
export const auditKeys = {
  all: () => [resolveUserType(), 'audits'] as const,
  list: (query: AuditQuery) => [...auditKeys.all(), 'list', query] as const,
};

/** Inspection Data (part 2 §2 /inspectionDataDetails). */
export const inspectionKeys = {
  all: () => [resolveUserType(), 'inspections'] as const,
  list: (query: InspectionQuery) => [...inspectionKeys.all(), 'list', query] as const,
};

/** Feedback Data (part 2 §2 /feedbackDetails). */
export const feedbackKeys = {
  all: () => [resolveUserType(), 'feedback'] as const,
  ratings: (body: RatingsBody) => [...feedbackKeys.all(), 'ratings', body] as const,
};
