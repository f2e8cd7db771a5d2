import { useEffect } from 'react';
import { useNotification } from '@refinedev/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideNavigation } from '../../domain/auth/navigation.ts';
import { findRoute } from '../../domain/auth/routes.ts';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { textFromData, useTranslation } from '../i18n/use-translation.ts';
import { useSession } from '../providers/session-context.tsx';
import { forgetReturnPath, rememberReturnPath, returnPath } from './return-path.ts';

/** The issuer brings every login back to /home (its one registered redirect URI). */
const LOGIN_LANDING = '/home';

/**
 * Applies the one navigation rule of domain/auth on every navigation: redirect, leave the app, or render the route.
 * A visitor sent away from a route that needs a login comes back to it after logging in, not to the dashboard; a user
 * sent home from a route their roles do not open is told so (a notice naming the page, as its menu does).
 */
export function NavigationGuard() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const session = useSession();
  const loggedIn = session.status === 'ready';
  const decision = decideNavigation(pathname, search, loggedIn ? session.user.state : null);
  const leaveTo = decision.kind === 'leave' ? decision.url : null;
  const needsLogin = !loggedIn && findRoute(pathname)?.access === 'auth';
  const back = loggedIn && pathname === LOGIN_LANDING ? returnPath() : null;
  const refused = decision.kind === 'redirect' ? decision.refused : undefined;
  useEffect(() => {
    if (leaveTo) window.location.assign(leaveTo);
  }, [leaveTo]);
  useEffect(() => {
    if (refused)
      notify?.({
        type: 'error',
        message: t('shell.routeRefused', { page: textFromData(t, `menu.${refused}`) }),
        key: `route-refused-${refused}`,
      });
  }, [refused, notify, t]);
  useEffect(() => {
    if (needsLogin) rememberReturnPath(`${pathname}${search}`);
    else if (loggedIn && pathname !== LOGIN_LANDING) forgetReturnPath();
  }, [needsLogin, loggedIn, pathname, search]);
  if (back) return <Navigate to={back} replace />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'leave') return <FullPageLoader />;
  return <Outlet />;
}
