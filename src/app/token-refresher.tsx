import { useEffect } from 'react';
import { SESSION } from '../../domain/rules/constants.ts';
import { logout, refreshToken } from '../providers/keycloak.ts';

/** Every 60 s the token is checked and refreshed; a failed refresh logs the user out back to the origin. */
export function TokenRefresher() {
  useEffect(() => {
    const timer = window.setInterval(() => {
      refreshToken().catch(() => logout());
    }, SESSION.tokenRefreshCheckMs);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return null;
}
