import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import './i18n.ts';
import { theme } from '../theme.ts';
import { SavedResultPage } from './saved-result-page.tsx';
import { wizardLocationOf } from './wizard-location.ts';
import { WizardLayout } from './wizard-layout.tsx';
import { WizardPage } from './wizard-page.tsx';

/**
 * The public energy wizard (route /wizard, a network's landing link /wizard/rete/<CODE>, a saved result
 * /wizard/risultato/<token>), a tree of its own: main.tsx loads it instead of the admin App, so it carries no refine,
 * MUI X DataGrid, keycloak-js or admin screens.
 */
export function WizardApp() {
  const location = wizardLocationOf(window.location.pathname);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <WizardLayout>
        {location.kind === 'savedResult'
          ? <SavedResultPage token={location.token} />
          : <WizardPage networkCode={location.networkCode} />}
      </WizardLayout>
    </ThemeProvider>
  );
}
