import { defineMessages } from '../messages';

/** The daily digest (modules/digest, contract digest.ts). */
export const DIGEST_API_MESSAGES = defineMessages({
  channel: { id: 'api.digest.channel', defaultMessage: 'Choose e-mail, WhatsApp or SMS' },
  emailNeeded: {
    id: 'api.digest.emailNeeded',
    defaultMessage: 'Enter the e-mail address to send the summary to',
  },
  token: { id: 'api.digest.token', defaultMessage: 'This unsubscribe link is not valid' },
  accountNotFound: { id: 'api.digest.accountNotFound', defaultMessage: 'Account not found' },
});
