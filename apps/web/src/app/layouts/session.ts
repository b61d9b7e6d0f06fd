import type { TokenPayload, UserType } from '@oc/contract';
import { currentIntl } from '../../i18n/language';
import { getTokenPayload, personName, resolveUserType, tokenAccountName } from '../../lib/session';

/** What the shells show about the signed-in user, for the resolved business model. */
export interface ShellUser {
  userType: UserType;
  /** The person (the token's name): the same in every business model. */
  name: string;
  /** The person's initial: the avatar letter never changes with the model. */
  initial: string;
  /** The acting account of the model (shown beneath the name); null while unknown. */
  accountName: string | null;
  mobileNo: string;
  email: string | null;
}

/**
 * The shell's user: the person's name and initial from the token; the acting account's name from
 * `GET {prefix}/user/me` when it has answered, else what the token knows (MG, electric).
 */
export function shellUser(
  payload: TokenPayload | null = getTokenPayload(),
  actingAccountName?: string | null,
): ShellUser {
  const userType = resolveUserType(payload);
  const name =
    personName(payload) ||
    currentIntl().formatMessage({ id: 'app.shell.defaultName', defaultMessage: 'Operator' });
  const email =
    userType === 'ELECTRIC' ? (payload?.electricEmail ?? payload?.email ?? null) : (payload?.email ?? null);
  const accountName = actingAccountName ?? tokenAccountName(userType, payload);
  return {
    userType,
    name,
    initial: name.charAt(0).toUpperCase() || 'O',
    accountName: accountName && accountName !== name ? accountName : null,
    mobileNo: payload?.mobileNo ?? '',
    email,
  };
}
