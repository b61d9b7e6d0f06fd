import type { InspectionQuery } from '@oc/contract';
import { resolveUserType } from '../../../lib/session';

/** Inspection Data query keys (part 2 §2 /inspectionDataDetails). */
export const inspectionKeys = {
  all: () => [resolveUserType(), 'inspections'] as const,
  list: (query: InspectionQuery) => [...inspectionKeys.all(), 'list', query] as const,
};
