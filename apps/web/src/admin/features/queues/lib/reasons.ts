import {
  QUEUE_MESSAGES,
  claimDecisionSchema,
  kycReviewDecisionSchema,
  type KycQueueItem,
} from '@oc/contract';
import { z } from 'zod';
import type { ReasonSchema } from '../../../components/ReasonForm';

type ReasonCheck = (reason: string) => z.ZodSafeParseResult<{ reason?: string | undefined }>;

/**
 * The reason form's schema of a decision the contract declares whole (`claimDecisionSchema`,
 * `kycReviewDecisionSchema`): the reason is checked as part of that decision, so the form applies
 * exactly the server's rule (at least 3 characters after trimming, at most 200) and its messages,
 * and answers the trimmed reason.
 */
function reasonOf(check: ReasonCheck): ReasonSchema {
  return z.object({ reason: z.string() }).transform((value, ctx) => {
    const parsed = check(value.reason);
    if (parsed.success) return { reason: parsed.data.reason ?? '' };
    const issue = parsed.error.issues.find((i) => i.path[0] === 'reason');
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: issue?.message ?? QUEUE_MESSAGES.reasonRequired,
    });
    return z.NEVER;
  });
}

/** A claim's rejection: `{decision: 'REJECTED', reason}`'s rule. */
export const claimRejectionSchema = reasonOf((reason) =>
  claimDecisionSchema.safeParse({ decision: 'REJECTED', reason }),
);

/** A KYC review's dismissal: `{document, decision: 'DISMISSED', reason}`'s rule. */
export const kycDismissalSchema = (document: KycQueueItem['document']) =>
  reasonOf((reason) => kycReviewDecisionSchema.safeParse({ document, decision: 'DISMISSED', reason }));
