import { lazy, Suspense } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { PublicTextsProvider } from '../i18n/public-texts.tsx';
import { theme } from '../theme.ts';
import { wizardLocationOf } from './wizard-location.ts';
import { WizardLayout } from './wizard-layout.tsx';
import { WizardPage } from './wizard-page.tsx';
import { wizardTexts } from './wizard-texts.ts';

/** A saved result's page loads only on its own link. */
const SavedResultPage = lazy(() =>
  import('./saved-result-page.tsx').then((module) => ({ default: module.SavedResultPage })),
);

/**
 * The public energy wizard (route /wizard, a network's landing link /wizard/rete/<CODE>, a saved result
 * /wizard/risultato/<token>), a tree of its own: main.tsx loads it instead of the admin App, so it carries no refine,
 * MUI X DataGrid, keycloak-js or admin screens. `pathname` is the page's path (the build draws the first step ahead of
 * the script with `/wizard`: src/prerender.tsx).
 */
export function WizardApp({ pathname }: { pathname: string }) {
  const location = wizardLocationOf(pathname);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PublicTextsProvider texts={wizardTexts}>
        <WizardLayout>
          {location.kind === 'savedResult' ? (
            <Suspense fallback={null}>
              <SavedResultPage token={location.token} />
            </Suspense>
          ) : (
            <WizardPage networkCode={location.networkCode} />
          )}
        </WizardLayout>
      </PublicTextsProvider>
    </ThemeProvider>
  );
}
