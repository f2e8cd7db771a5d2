import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { PublicTextsProvider } from '../../i18n/public-texts.tsx';
import { PublicEnvironmentRibbon } from '../../components/public-environment-ribbon.tsx';
import { theme } from '../../theme.ts';
import { WelcomePage } from './welcome-page.tsx';
import { welcomeTexts } from './welcome-texts.ts';

/**
 * The Designer registration flow (route register-designer of domain/auth/routes.ts, whose table this light tree does
 * not load).
 */
const registerPath = '/registrazione/designer';
const login = () => void import('../../providers/public-login.ts').then((module) => module.loginFromPublicPage());
const register = () => {
  window.location.assign(registerPath);
};

/**
 * Route /welcome for a visitor, a tree of its own like the wizard: main.tsx loads it instead of the portal, so the
 * public page carries no refine, keycloak-js or DataGrid. "Accedi" loads keycloak-js then; "Crea un account" opens the
 * portal's registration flow.
 */
export function WelcomeApp() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PublicTextsProvider texts={welcomeTexts}>
        <WelcomePage onLogin={login} onRegister={register} />
      </PublicTextsProvider>
      <PublicEnvironmentRibbon />
    </ThemeProvider>
  );
}
