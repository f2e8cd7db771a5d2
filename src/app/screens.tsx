import type { ReactElement } from 'react';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { AdditionalAgreementPage } from '../pages/agreements/additional-agreement-page.tsx';
import { AgreementDetailPage, PrivacyTermsPage } from '../pages/agreements/public-agreement-pages.tsx';
import { DashboardPage } from '../pages/dashboard/dashboard-page.tsx';
import { LoggedUserProfilePage } from '../pages/profile/logged-user-profile-page.tsx';
import { BackofficeSubscriptionsPage } from '../pages/subscriptions/backoffice-subscriptions-page.tsx';
import { SubscriptionCheckoutPage } from '../pages/subscriptions/subscription-checkout-page.tsx';
import { resourceDeclarations } from '../../domain/resources/registry.ts';
import { resourceScreen } from '../resources/generic/resource-screens.tsx';
import { NotificationsPage } from '../resources/notifications/notifications-page.tsx';

/** A screen inside the app shell, named by its route in domain/auth/routes.ts. Menu entries are the table's `menu` routes. */
export interface Screen {
  route: string;
  element: ReactElement;
  icon?: ReactElement;
  /** What follows the route's path (default: any sub-path). */
  subPath?: string;
  /** refine's extra resource fields (create, edit, show paths and `meta.path`) of a generated resource. */
  resource?: { create: string; edit: string; show: string; meta: { path: string } };
}

/** The one registry of built screens: the routes, the menu and refine's resources all derive from it. */
export const screens: readonly Screen[] = [
  { route: 'capohub-dashboard', element: <DashboardPage area="capohub" />, icon: <DashboardOutlined /> },
  { route: 'designer-dashboard', element: <DashboardPage area="designer" />, icon: <DashboardOutlined /> },
  { route: 'specialist-dashboard', element: <DashboardPage area="specialist" />, icon: <DashboardOutlined /> },
  { route: 'backoffice-dashboard', element: <DashboardPage area="backoffice" />, icon: <DashboardOutlined /> },
  { route: 'backoffice-subscriptions', element: <BackofficeSubscriptionsPage />, icon: <ReceiptLongOutlined /> },
  { route: 'logged-user-profile', element: <LoggedUserProfilePage /> },
  { route: 'notifications', element: <NotificationsPage />, icon: <NotificationsOutlined /> },
  { route: 'additional-agreement', element: <AdditionalAgreementPage /> },
  { route: 'privacy-terms', element: <PrivacyTermsPage /> },
  { route: 'agreement-detail', element: <AgreementDetailPage />, subPath: '/:id' },
  ...['subscription-checkout', 'subscribe-capohub', 'subscribe-specialist', 'subscribe-designer', 'subscribe-designercompany']
    .map((route) => ({ route, element: <SubscriptionCheckoutPage /> })),
  ...resourceDeclarations.map(resourceScreen),
];
