import { useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '@oc/contract';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { NotRegisteredNotice } from '../../components/NotRegisteredNotice';
import { PageLoader } from '../../components/PageLoader';
import { apiQuery, isApiError } from '../../lib/api';
import { isMobile } from '../../lib/device';
import { DesktopShell } from './DesktopShell';
import { MobileShell } from './MobileShell';
import { shellUser } from './session';

/** GET {prefix}/user/me: the caller's account in the current business model. */
export const meQuery = () => apiQuery(['me'], '/user/me', { schema: meResponseSchema });

/**
 * The guarded area's layout: the desktop or mobile shell around the current screen. The shell asks
 * the server whether the user has an account in the current business model; a 403 'not registered
 * in this model' shows the notice in place of the screen, while the header (switcher, logout) works.
 */
export default function AppLayout() {
  const user = shellUser();
  const me = useQuery({ ...meQuery(), staleTime: Infinity });
  const notRegistered = isApiError(me.error) && me.error.isNotRegistered;

  const content = me.isPending ? (
    <PageLoader />
  ) : notRegistered ? (
    <NotRegisteredNotice />
  ) : (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );

  return isMobile ? (
    <MobileShell user={user}>{content}</MobileShell>
  ) : (
    <DesktopShell user={user}>{content}</DesktopShell>
  );
}
