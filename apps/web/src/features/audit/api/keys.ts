import { resolveUserType } from '../../../lib/session';

/** The activity query keys; each starts with the acting business model. */
export const activityKeys = {
  all: () => [resolveUserType(), 'activity'] as const,
};
