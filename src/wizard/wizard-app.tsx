import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import '../i18n.ts';
import { theme } from '../theme.ts';
import { WizardLayout } from './wizard-layout.tsx';
import { WizardPage } from './wizard-page.tsx';

/**
 * The public energy wizard (route /wizard), a tree of its own: main.tsx loads it instead of the admin App, so it
 * carries no refine, MUI X DataGrid, keycloak-js or admin screens.
 */
export function WizardApp() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <WizardLayout>
        <WizardPage />
      </WizardLayout>
    </ThemeProvider>
  );
}
