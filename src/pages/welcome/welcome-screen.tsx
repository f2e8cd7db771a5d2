import { useNavigate } from 'react-router';
import { pathOf } from '../../../domain/auth/routes.ts';
import { PublicTextsProvider } from '../../i18n/public-texts.tsx';
import { login } from '../../providers/keycloak.ts';
import { WelcomePage } from './welcome-page.tsx';
import { welcomeTexts } from './welcome-texts.ts';

/** Route /welcome: login at the issuer, or account creation through the Designer registration flow. */
export function WelcomeScreen() {
  const navigate = useNavigate();
  return (
    <PublicTextsProvider texts={welcomeTexts}>
      <WelcomePage onLogin={() => void login()} onRegister={() => void navigate(pathOf('register-designer'))} />
    </PublicTextsProvider>
  );
}
