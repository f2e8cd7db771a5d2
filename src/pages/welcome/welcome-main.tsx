import { mount } from '../../mount.tsx';

void mount(
  () => import('./welcome-app.tsx').then(({ WelcomeApp }) => <WelcomeApp />),
  () => import('./welcome-texts.ts'),
);
