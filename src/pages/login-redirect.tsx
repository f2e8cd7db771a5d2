import { useEffect } from 'react';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { login } from '../providers/keycloak.ts';

/** Route /login (guest only): straight to the issuer's login page. */
export function LoginRedirect() {
  useEffect(() => {
    void login();
  }, []);
  return <FullPageLoader />;
}
