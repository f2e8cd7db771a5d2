import { lazy } from 'react';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { DashboardPage } from '../pages/dashboard/dashboard-page.tsx';
import { unitScreens } from '../resources/generic/resource-screen.ts';
import { resourceUnits } from '../resources/registry.ts';
import { withPortalTexts } from '../i18n/with-portal-texts.ts';
import type { Screen } from '../components/layout/screen.ts';

/** Screens beyond the dashboards load on their first visit, so the welcome page and the homes stay light. */
const AdditionalAgreementPage = lazy(() =>
  withPortalTexts(import('../pages/agreements/additional-agreement-page.tsx')).then((m) => ({
    default: m.AdditionalAgreementPage,
  })),
);
const PrivacyTermsPage = lazy(() =>
  withPortalTexts(import('../pages/agreements/public-agreement-pages.tsx')).then((m) => ({
    default: m.PrivacyTermsPage,
  })),
);
const AgreementDetailPage = lazy(() =>
  withPortalTexts(import('../pages/agreements/public-agreement-pages.tsx')).then((m) => ({
    default: m.AgreementDetailPage,
  })),
);
const LoggedUserProfilePage = lazy(() =>
  withPortalTexts(import('../pages/profile/logged-user-profile-page.tsx')).then((m) => ({
    default: m.LoggedUserProfilePage,
  })),
);
const BackofficeSubscriptionsPage = lazy(() =>
  withPortalTexts(import('../pages/subscriptions/backoffice-subscriptions-page.tsx')).then((m) => ({
    default: m.BackofficeSubscriptionsPage,
  })),
);
const SubscriptionCheckoutPage = lazy(() =>
  withPortalTexts(import('../pages/subscriptions/subscription-checkout-page.tsx')).then((m) => ({
    default: m.SubscriptionCheckoutPage,
  })),
);
const NotificationsPage = lazy(() =>
  withPortalTexts(import('../resources/notifications/notifications-page.tsx')).then((m) => ({
    default: m.NotificationsPage,
  })),
);
const LocalManagerDashboardPage = lazy(() =>
  withPortalTexts(import('../pages/leads/local-manager-dashboard-page.tsx')).then((m) => ({
    default: m.LocalManagerDashboardPage,
  })),
);
const LeadsPage = lazy(() =>
  withPortalTexts(import('../pages/leads/leads-page.tsx')).then((m) => ({ default: m.LeadsPage })),
);
const NetworkScreens = lazy(() =>
  withPortalTexts(import('../pages/network/network-screens.tsx')).then((m) => ({ default: m.NetworkScreens })),
);
const ToApprovePage = lazy(() =>
  withPortalTexts(import('../pages/network/to-approve-page.tsx')).then((m) => ({ default: m.ToApprovePage })),
);

/** The one registry of built screens: the routes, the menu and refine's resources all derive from it. */
export const screens: readonly Screen[] = [
  { route: 'capohub-dashboard', element: <DashboardPage area="capohub" />, icon: <DashboardOutlined /> },
  { route: 'designer-dashboard', element: <DashboardPage area="designer" />, icon: <DashboardOutlined /> },
  { route: 'specialist-dashboard', element: <DashboardPage area="specialist" />, icon: <DashboardOutlined /> },
  { route: 'backoffice-dashboard', element: <DashboardPage area="backoffice" />, icon: <DashboardOutlined /> },
  { route: 'local-manager-dashboard', element: <LocalManagerDashboardPage />, icon: <DashboardOutlined /> },
  { route: 'leads', element: <LeadsPage />, icon: <ContactPhoneOutlined /> },
  { route: 'backoffice-subscriptions', element: <BackofficeSubscriptionsPage />, icon: <ReceiptLongOutlined /> },
  { route: 'logged-user-profile', element: <LoggedUserProfilePage /> },
  { route: 'notifications', element: <NotificationsPage />, icon: <NotificationsOutlined /> },
  { route: 'network', element: <NetworkScreens />, icon: <HubOutlined /> },
  { route: 'to-approve', element: <ToApprovePage />, icon: <HowToRegOutlined /> },
  { route: 'additional-agreement', element: <AdditionalAgreementPage /> },
  { route: 'privacy-terms', element: <PrivacyTermsPage /> },
  { route: 'agreement-detail', element: <AgreementDetailPage />, subPath: '/:id' },
  ...[
    'subscription-checkout',
    'subscribe-capohub',
    'subscribe-specialist',
    'subscribe-designer',
    'subscribe-designercompany',
  ].map((route) => ({ route, element: <SubscriptionCheckoutPage /> })),
  ...resourceUnits.flatMap(unitScreens),
];

/** The units' pages outside the portal's frame, open without signing in. */
export const publicScreens: readonly Screen[] = resourceUnits.flatMap((unit) => unit.publicPages ?? []);
