import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { NotRegisteredNotice } from '../../components/states/NotRegisteredNotice';
import { OfflineBanner } from '../../components/states/OfflineBanner';
import { QueryError } from '../../components/states/QueryState';
import { isApiError } from '../../lib/api/errors';
import { isMobile } from '../../lib/device';
import { useOnline } from '../../lib/use-online';
import { getTokenPayload } from '../../lib/session';
import { RouteFallback } from '../RouteFallback';
import { DesktopShell } from './DesktopShell';
import { MobileShell } from './MobileShell';
import { ShellProviders } from './ShellProviders';
import { useMe } from './api/get-me';
import { shellUser } from './session';

/**
 * The guarded area's layout: the desktop or mobile shell around the current screen. The shell asks
 * the server whether the user has an account in the current business model; a 403 'not registered
 * in this model' shows the notice in place of the screen, while the header (switcher, logout) works.
 */
export default function AppLayout() {
  const intl = useIntl();
  const me = useMe();
  // The person's name from the token, the acting account's from the server once it has answered.
  const user = shellUser(getTokenPayload(), me.data?.account.name);
  const notRegistered = isApiError(me.error) && me.error.isNotRegistered;

  const online = useOnline();
  // Offline with nothing loaded yet, the banner alone says what is happening: no endless spinner.
  const screen = me.isPending ? (
    online ? (
      <RouteFallback />
    ) : null
  ) : notRegistered ? (
    <NotRegisteredNotice />
  ) : me.isError ? (
    // The account did not load (after the one quick retry): the error state, not a screen of errors.
    <QueryError
      query={me}
      what={intl.formatMessage({ id: 'app.shell.yourAccount', defaultMessage: 'your account' })}
    />
  ) : (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  );
  // Offline, a read waits for the network (TanStack Query pauses it): the banner says why.
  const content = (
    <>
      <OfflineBanner />
      {screen}
    </>
  );

  return (
    <ShellProviders>
      {isMobile ? (
        <MobileShell user={user} preferences={me.data?.user.preferences}>
          {content}
        </MobileShell>
      ) : (
        <DesktopShell user={user} preferences={me.data?.user.preferences}>
          {content}
        </DesktopShell>
      )}
    </ShellProviders>
  );
}
