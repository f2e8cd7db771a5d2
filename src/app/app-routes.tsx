import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { pathOf } from '../../domain/auth/routes.ts';
import { registrationFlowNames } from '../../domain/network/invitations.ts';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { AppShell } from '../components/layout/app-shell.tsx';
import { entryPathOf } from '../components/layout/screen.ts';
import { LoginRedirect } from '../pages/login-redirect.tsx';
import { logout } from '../providers/keycloak.ts';
import { NavigationGuard } from './navigation-guard.tsx';
import { publicScreens, screens } from './screens.tsx';
import { withPortalTexts } from '../i18n/with-portal-texts.ts';
import { NotificationBell } from '../resources/notifications/notification-bell.tsx';

const leave = () => void logout();
/**
 * The registration flows, the welcome page and the account-state pages load on their first visit, so neither the
 * welcome page nor a signed-in user's home carries them.
 */
const WelcomeScreen = lazy(() =>
  import('../pages/welcome/welcome-screen.tsx').then((m) => ({ default: m.WelcomeScreen })),
);
const ProfileSuspendedScreen = lazy(() =>
  withPortalTexts(import('../pages/status/profile-suspended-screen.tsx')).then((m) => ({
    default: m.ProfileSuspendedScreen,
  })),
);
const WaitingPlaceholderPage = lazy(() =>
  withPortalTexts(import('../pages/status/waiting-placeholder-page.tsx')).then((m) => ({
    default: m.WaitingPlaceholderPage,
  })),
);
const SectionUnavailablePage = lazy(() =>
  withPortalTexts(import('../pages/section-unavailable-page.tsx')).then((m) => ({ default: m.SectionUnavailablePage })),
);
const PlaceholderScreen = lazy(() =>
  withPortalTexts(import('../pages/status/placeholder-screen.tsx')).then((m) => ({ default: m.PlaceholderScreen })),
);
const RegistrationScreen = lazy(() =>
  withPortalTexts(import('../pages/registration/registration-screen.tsx')).then((m) => ({
    default: m.RegistrationScreen,
  })),
);

/** Every route passes the navigation guard first; an unknown path never renders (the guard sends it home). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<NavigationGuard />}>
        <Route
          path={pathOf('welcome')}
          element={
            <Suspense fallback={<FullPageLoader />}>
              <WelcomeScreen />
            </Suspense>
          }
        />
        <Route path={pathOf('login')} element={<LoginRedirect />} />
        <Route
          path={pathOf('profile-suspended')}
          element={
            <Suspense fallback={<FullPageLoader />}>
              <ProfileSuspendedScreen onLogout={leave} />
            </Suspense>
          }
        />
        <Route
          path={pathOf('waiting-placeholer')}
          element={
            <Suspense fallback={<FullPageLoader />}>
              <WaitingPlaceholderPage onLogout={leave} />
            </Suspense>
          }
        />
        {publicScreens.map((screen) => (
          <Route
            key={screen.route}
            path={`${pathOf(screen.route)}${screen.subPath ?? ''}`}
            element={<Suspense fallback={<FullPageLoader />}>{screen.element}</Suspense>}
          />
        ))}
        {registrationFlowNames.map((flow) => (
          <Route
            key={flow}
            path={pathOf(`register-${flow}`)}
            element={
              <Suspense fallback={<FullPageLoader />}>
                <RegistrationScreen flow={flow} />
              </Suspense>
            }
          />
        ))}
        <Route element={<AppShell headerActions={<NotificationBell />} />}>
          <Route path={pathOf('placeholder')} element={<PlaceholderScreen />} />
          {screens.map((screen) => (
            <Route
              key={screen.route}
              path={`${pathOf(screen.route)}${screen.subPath ?? '/*'}`}
              element={screen.element}
            />
          ))}
          {screens
            .filter((screen) => entryPathOf(screen) !== pathOf(screen.route))
            .map((screen) => (
              <Route
                key={`${screen.route}-entry`}
                path={pathOf(screen.route)}
                element={<Navigate to={entryPathOf(screen)} replace />}
              />
            ))}
          <Route path="*" element={<SectionUnavailablePage />} />
        </Route>
      </Route>
    </Routes>
  );
}
