import { ROUTES } from '@oc/contract/constants';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getTokenPayload, savePostLoginPath } from '../lib/session';

/**
 * Part 1 §2 Guard: the stored token is read; missing, undecodable or the literal 'Server exception'
 * → the current path plus query is saved for after login and the user goes to /login (with the
 * origin in route state). Reading local storage is synchronous, so nothing is shown while checking.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (getTokenPayload() === null) {
    const from = `${location.pathname}${location.search}`;
    savePostLoginPath(from);
    return <Navigate to={ROUTES.login} state={{ from }} replace />;
  }
  return children;
}
