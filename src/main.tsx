import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';

const App = lazy(() => import('./App.tsx').then((module) => ({ default: module.App })));
/** The public energy wizard is a tree of its own, so its route never loads the admin app's code. */
const WizardApp = lazy(() => import('./wizard/wizard-app.tsx').then((module) => ({ default: module.WizardApp })));
const isWizard = /^\/wizard(\/|$)/.test(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      {isWizard ? <WizardApp /> : <App />}
    </Suspense>
  </StrictMode>,
);
