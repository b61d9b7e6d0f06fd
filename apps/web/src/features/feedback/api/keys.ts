import type { RatingsBody } from '@oc/contract';
import { resolveUserType } from '../../../lib/session';

/** Feedback Data query keys (part 2 §2 /feedbackDetails). */
export const feedbackKeys = {
  all: () => [resolveUserType(), 'feedback'] as const,
  ratings: (body: RatingsBody) => [...feedbackKeys.all(), 'ratings', body] as const,
};
