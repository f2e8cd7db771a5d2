import { mount } from '../mount.tsx';

void mount([() => import('../theme.ts')], () => import('./wizard-app.tsx').then(({ WizardApp }) => <WizardApp pathname={window.location.pathname} />));
