import { useNavigate } from 'react-router';
import { pathOf } from '../../../domain/auth/routes.ts';
import { login } from '../../providers/keycloak.ts';
import { WelcomePage } from './welcome-page.tsx';

/** Route /welcome: login at the issuer, or account creation through the Designer registration flow. */
export function WelcomeScreen() {
  const navigate = useNavigate();
  return <WelcomePage onLogin={() => void login()} onRegister={() => void navigate(pathOf('register-designer'))} />;
}
