import type { UserType } from '@oc/contract/constants';
import { defineMessages, type Formatter, type Message } from '@oc/i18n';
import { currentIntl } from '../i18n/language';

/**
 * The business models as people know them: the contract's `USER_TYPE_LABELS` ('GDS', 'MG',
 * 'Electric', 'Cab': no internal code is shown), as messages. The one map the header's switcher,
 * the console and its forms read. A leaf module: the shell's first paint imports it.
 */
export const USER_TYPE_MESSAGES: Record<UserType, Message> = defineMessages({
  OPERATOR: { id: 'app.shell.model.operator', defaultMessage: 'GDS' },
  BUSOWNER: { id: 'app.shell.model.busowner', defaultMessage: 'MG' },
  ELECTRIC: { id: 'app.shell.model.electric', defaultMessage: 'Electric' },
  CABOWNER: { id: 'app.shell.model.cabowner', defaultMessage: 'Cab' },
});

/** A business model's name in the page's language; a type the web does not know is shown as sent. */
export function userTypeLabel(type: string, intl: Formatter = currentIntl()): string {
  return type in USER_TYPE_MESSAGES ? intl.formatMessage(USER_TYPE_MESSAGES[type as UserType]) : type;
}
