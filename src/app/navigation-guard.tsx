import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideNavigation } from '../../domain/auth/navigation.ts';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { useSession } from '../providers/session-context.tsx';

/** Applies the one navigation rule of domain/auth on every navigation: redirect, leave the app, or render the route. */
export function NavigationGuard() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const decision = decideNavigation(pathname, search, session.status === 'ready' ? session.user.state : null);
  const leaveTo = decision.kind === 'leave' ? decision.url : null;
  useEffect(() => {
    if (leaveTo) window.location.assign(leaveTo);
  }, [leaveTo]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'leave') return <FullPageLoader />;
  return <Outlet />;
}
