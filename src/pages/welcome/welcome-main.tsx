import { mount } from '../../mount.tsx';

void mount([() => import('../../theme.ts')], () => import('./welcome-app.tsx').then(({ WelcomeApp }) => <WelcomeApp />));
