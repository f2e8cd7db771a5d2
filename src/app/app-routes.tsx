import { Route, Routes } from 'react-router';
import { pathOf } from '../../domain/auth/routes.ts';
import { AppShell } from '../components/layout/app-shell.tsx';
import { LoginRedirect } from '../pages/login-redirect.tsx';
import { SectionUnavailablePage } from '../pages/section-unavailable-page.tsx';
import { PlaceholderScreen } from '../pages/status/placeholder-screen.tsx';
import { ProfileSuspendedPage } from '../pages/status/profile-suspended-page.tsx';
import { WaitingPlaceholderPage } from '../pages/status/waiting-placeholder-page.tsx';
import { WelcomeScreen } from '../pages/welcome/welcome-screen.tsx';
import { logout } from '../providers/keycloak.ts';
import { NavigationGuard } from './navigation-guard.tsx';
import { screens } from './screens.tsx';

const leave = () => void logout();

/** Every route passes the navigation guard first; an unknown path never renders (the guard sends it home). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<NavigationGuard />}>
        <Route path={pathOf('welcome')} element={<WelcomeScreen />} />
        <Route path={pathOf('login')} element={<LoginRedirect />} />
        <Route path={pathOf('profile-suspended')} element={<ProfileSuspendedPage onLogout={leave} />} />
        <Route path={pathOf('waiting-placeholer')} element={<WaitingPlaceholderPage onLogout={leave} />} />
        <Route element={<AppShell />}>
          <Route path={pathOf('placeholder')} element={<PlaceholderScreen />} />
          {screens.map((screen) => (
            <Route key={screen.route} path={`${pathOf(screen.route)}${screen.subPath ?? '/*'}`} element={screen.element} />
          ))}
          <Route path="*" element={<SectionUnavailablePage />} />
        </Route>
      </Route>
    </Routes>
  );
}
