import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { saveReturnPath, staffMember } from './lib/staff-session';
import { ADMIN_ROUTES } from './routes';

/**
 * The console's guard: without a staff token (the operator's never counts) the member goes to
 * /admin/login, and back here after signing in.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (staffMember() === null) {
    saveReturnPath(`${location.pathname}${location.search}`);
    return <Navigate to={ADMIN_ROUTES.login} replace />;
  }
  return children;
}
