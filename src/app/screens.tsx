import type { ReactElement } from 'react';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { DashboardPage } from '../pages/dashboard/dashboard-page.tsx';
import { LoggedUserProfilePage } from '../pages/profile/logged-user-profile-page.tsx';

/** A screen inside the app shell, named by its route in domain/auth/routes.ts. Menu entries are the table's `menu` routes. */
export interface Screen {
  route: string;
  element: ReactElement;
  icon?: ReactElement;
}

/** The one registry of built screens: the routes, the menu and refine's resources all derive from it. */
export const screens: readonly Screen[] = [
  { route: 'capohub-dashboard', element: <DashboardPage area="capohub" />, icon: <DashboardOutlined /> },
  { route: 'designer-dashboard', element: <DashboardPage area="designer" />, icon: <DashboardOutlined /> },
  { route: 'specialist-dashboard', element: <DashboardPage area="specialist" />, icon: <DashboardOutlined /> },
  { route: 'backoffice-dashboard', element: <DashboardPage area="backoffice" />, icon: <DashboardOutlined /> },
  { route: 'logged-user-profile', element: <LoggedUserProfilePage /> },
];
