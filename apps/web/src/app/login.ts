import { lazy } from 'react';

/**
 * The login screen's chunk, shared by the page opened at /login (app/Boot.tsx, no router) and the
 * /login route inside the app (app/router.tsx).
 */
export const LoginScreen = lazy(() => import('../features/auth/screens/LoginScreen'));
