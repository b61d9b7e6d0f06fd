import { defineMessages } from '../messages';

/** The daily digest (modules/digest, contract digest.ts). */
export const DIGEST_API_MESSAGES = defineMessages({
  channel: { id: 'api.digest.channel', defaultMessage: 'Choose e-mail, WhatsApp or SMS' },
  emailNeeded: {
    id: 'api.digest.emailNeeded',
    defaultMessage: 'Enter the e-mail address to send the summary to',
  },
  email: { id: 'api.digest.email', defaultMessage: 'Enter a valid e-mail address' },
  token: { id: 'api.digest.token', defaultMessage: 'This unsubscribe link is not valid' },
});
