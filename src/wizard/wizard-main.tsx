import { mount } from '../mount.tsx';

void mount(
  () => import('./wizard-app.tsx').then(({ WizardApp }) => <WizardApp pathname={window.location.pathname} />),
  () => import('./wizard-texts.ts'),
);
