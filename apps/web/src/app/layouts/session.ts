import type { TokenPayload, UserType } from '@oc/contract';
import { displayName, getTokenPayload, resolveUserType } from '../../lib/session';

/** What the shells show about the signed-in user, for the resolved business model. */
export interface ShellUser {
  userType: UserType;
  name: string;
  initial: string;
  mobileNo: string;
  email: string | null;
}

export function shellUser(payload: TokenPayload | null = getTokenPayload()): ShellUser {
  const userType = resolveUserType(payload);
  const name = displayName(userType, payload) || 'Operator';
  const email =
    userType === 'ELECTRIC' ? (payload?.electricEmail ?? payload?.email ?? null) : (payload?.email ?? null);
  return {
    userType,
    name,
    initial: name.trim().charAt(0).toUpperCase() || 'O',
    mobileNo: payload?.mobileNo ?? '',
    email,
  };
}
