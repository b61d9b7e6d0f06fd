import { defineMessages } from '../messages';

/** The audit trail's filters (contract audit.ts). */
export const AUDIT_API_MESSAGES = defineMessages({
  dateRange: { id: 'api.audit.dateRange', defaultMessage: 'Use a date between 2000 and 2099' },
  dateFormat: { id: 'api.audit.dateFormat', defaultMessage: 'Use a date as YYYY-MM-DD' },
  invalidAccountId: { id: 'api.audit.invalidAccountId', defaultMessage: 'Not a valid account id' },
  invalidActorId: { id: 'api.audit.invalidActorId', defaultMessage: 'Not a valid actor id' },
});
