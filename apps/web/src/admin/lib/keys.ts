/**
 * The first part of every console query key: the console's reads never share a key with the
 * operator's (those start with the acting business model, 'OPERATOR', 'BUSOWNER', …), and signing
 * in or out removes them all at once ({@link ADMIN_KEY}).
 */
export const ADMIN_KEY = 'admin' as const;
