import { lazy } from 'react';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import type { Screen } from '../../app/screens.tsx';

const CapohubProjectsScreens = lazy(() => import('./capohub-projects-screens.tsx').then((m) => ({ default: m.CapohubProjectsScreens })));
const TutorScreens = lazy(() => import('./tutor-screens.tsx').then((m) => ({ default: m.TutorScreens })));
const SlotAssignationPage = lazy(() => import('./slot-assignation-page.tsx').then((m) => ({ default: m.SlotAssignationPage })));
const ProjectLandingPage = lazy(() => import('./project-landing-page.tsx').then((m) => ({ default: m.ProjectLandingPage })));
const ProjectBtPage = lazy(() => import('./project-bt-page.tsx').then((m) => ({ default: m.ProjectBtPage })));
const BankServicePage = lazy(() => import('./bank-service-page.tsx').then((m) => ({ default: m.BankServicePage })));

/** The project screens beyond the generated /projects (spec section 2), each loaded on its first visit. */
export const projectScreens: readonly Screen[] = [
  { route: 'capohubprojects', element: <CapohubProjectsScreens />, icon: <FolderSharedOutlined /> },
  { route: 'tutor', element: <TutorScreens /> },
  { route: 'coach-assignation', element: <SlotAssignationPage slot="coach" />, subPath: '/:id' },
  { route: 'networkcoach-assignation', element: <SlotAssignationPage slot="networkcoach" />, subPath: '/:id' },
  { route: 'project-landing', element: <ProjectLandingPage />, subPath: '/:scope?/:id' },
  { route: 'project-bt', element: <ProjectBtPage />, subPath: '/:id/bt/:childId?' },
  { route: 'bank-service', element: <BankServicePage />, icon: <AccountBalanceOutlined /> },
];
