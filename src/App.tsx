import { lazy, Suspense, use, useCallback, useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { Refine, type ResourceProps } from '@refinedev/core';
import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { BrowserRouter } from 'react-router';
import { textFromData, useTranslation } from './i18n/use-translation.ts';
import { routeByName } from '../domain/auth/routes.ts';
import type { ProfileDetails } from '../domain/schemas/profile.ts';
import { AppRoutes } from './app/app-routes.tsx';
import { screens } from './app/screens.tsx';
import { SessionDialogs } from './app/session-dialogs.tsx';
import { SessionSync } from './app/session-sync.tsx';
import { TokenRefresher } from './app/token-refresher.tsx';
import { EnvironmentRibbon } from './components/environment-ribbon.tsx';
import { entryPathOf } from './components/layout/screen.ts';
import { FullPageLoader } from './components/full-page-loader.tsx';
import { withPortalTexts } from './i18n/with-portal-texts.ts';
import { ConfirmationProvider } from './components/shell/confirmation-provider.tsx';
import { NotificationStackProvider, useNotificationStack } from './components/shell/notification-stack.tsx';
import { i18n } from './i18n.ts';
import { theme } from './theme.ts';
import { createAccessControlProvider } from './providers/access-control-provider.ts';
import { createAuthProvider } from './providers/auth-provider.ts';
import { createDataProvider } from './providers/data-provider.ts';
import { apiUrl, httpClient } from './providers/http-client.ts';
import { logout } from './providers/keycloak.ts';
import { createI18nProvider } from './providers/i18n-provider.ts';
import { shouldRetryQuery } from './providers/query-retry.ts';
import { routerProvider } from './providers/router-provider.ts';
import { loadSession, type Session } from './providers/session.ts';
import { SessionContext } from './providers/session-context.tsx';

const sessionPromise = loadSession();
const dataProvider = createDataProvider(apiUrl, httpClient);
const i18nProvider = createI18nProvider(i18n);
/**
 * The query client of refine and of `useApiQuery`: a 4xx is final at once, only a missing answer or a 5xx is retried.
 */
const reactQuery = { clientConfig: { defaultOptions: { queries: { retry: shouldRetryQuery } } } };

function PortalWithSession({ initial }: { initial: Session }) {
  const { t } = useTranslation();
  const [session, setSession] = useState(initial);
  const replaceDetails = useCallback((details: ProfileDetails) => {
    setSession((current) =>
      current.status === 'ready' ? { ...current, user: { ...current.user, details } } : current,
    );
  }, []);
  const sessionValue = useMemo(() => ({ session, replaceDetails }), [session, replaceDetails]);
  const authProvider = useMemo(() => createAuthProvider(session), [session]);
  const accessControlProvider = useMemo(() => createAccessControlProvider(session), [session]);
  const resources = useMemo<ResourceProps[]>(
    () =>
      screens
        .filter((screen) => routeByName(screen.route)?.menu)
        .map((screen) => ({
          name: screen.route,
          list: entryPathOf(screen),
          ...screen.resource,
          meta: { ...screen.resource?.meta, label: textFromData(t, `menu.${screen.route}`), icon: screen.icon },
        })),
    [t],
  );
  return (
    <SessionContext value={sessionValue}>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        accessControlProvider={accessControlProvider}
        i18nProvider={i18nProvider}
        notificationProvider={useNotificationStack}
        resources={resources}
        options={{
          disableTelemetry: true,
          syncWithLocation: true,
          warnWhenUnsavedChanges: true,
          title: { text: t('brand.name') },
          reactQuery,
        }}
      >
        <ConfirmationProvider>
          <AppRoutes />
        </ConfirmationProvider>
        <UnsavedChangesNotifier />
        <SessionDialogs />
        <SessionSync />
        {session.status === 'ready' && <TokenRefresher />}
      </Refine>
      <EnvironmentRibbon environment={session.config.environment} />
    </SessionContext>
  );
}

const leave = () => void logout();
/** Shown to an account the issuer knows but the portal does not enable: loaded only then. */
const AccountNotEnabledPage = lazy(() =>
  withPortalTexts(import('./pages/status/account-not-enabled-page.tsx')).then((m) => ({
    default: m.AccountNotEnabledPage,
  })),
);

function Portal() {
  const session = use(sessionPromise);
  if (session.status === 'not-enabled') return <AccountNotEnabledPage email={session.email} onLogout={leave} />;
  return <PortalWithSession initial={session} />;
}

/** The portal: theme, router, the session loaded once at startup, then refine over it. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={{ body: { WebkitFontSmoothing: 'auto' } }} />
      <NotificationStackProvider>
        <BrowserRouter>
          <Suspense fallback={<FullPageLoader />}>
            <Portal />
          </Suspense>
        </BrowserRouter>
      </NotificationStackProvider>
    </ThemeProvider>
  );
}
