import { createElement, lazy } from 'react';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import { appRoles } from '../../../domain/auth/roles.ts';
import { BANK_SERVICE_PROJECT_TYPE } from '../../../domain/projects/catalogue.ts';
import type { projectsResource } from '../../../domain/resources/projects.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { projectCells } from './project-cells.tsx';
import { projectFormLayout } from './project-form-fields.ts';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';

const ProjectShow = lazy(() =>
  withPortalTexts(import('./project-resource-screens.tsx')).then((m) => ({ default: m.ProjectShowScreen })),
);
const CapohubProject = lazy(() =>
  withPortalTexts(import('./project-resource-screens.tsx')).then((m) => ({ default: m.CapohubProjectScreen })),
);
const CapohubActions = lazy(() =>
  withPortalTexts(import('./project-resource-screens.tsx')).then((m) => ({ default: m.CapohubProjectsActions })),
);
const ProjectEdit = lazy(() =>
  withPortalTexts(import('./project-form-page.tsx')).then((m) => ({ default: m.ProjectEditPage })),
);
const TutorEditPage = lazy(() =>
  withPortalTexts(import('./tutor-edit-page.tsx')).then((m) => ({ default: m.TutorEditPage })),
);
const TutorAssignPage = lazy(() =>
  withPortalTexts(import('./tutor-assign-page.tsx')).then((m) => ({ default: m.TutorAssignPage })),
);
const TutorCandidatePage = lazy(() =>
  withPortalTexts(import('./tutor-candidate-page.tsx')).then((m) => ({ default: m.TutorCandidatePage })),
);
const SlotAssignationPage = lazy(() =>
  withPortalTexts(import('./slot-assignation-page.tsx')).then((m) => ({ default: m.SlotAssignationPage })),
);
const ProjectLandingPage = lazy(() =>
  withPortalTexts(import('./project-landing-page.tsx')).then((m) => ({ default: m.ProjectLandingPage })),
);
const ProjectBtPage = lazy(() =>
  withPortalTexts(import('./project-bt-page.tsx')).then((m) => ({ default: m.ProjectBtPage })),
);

const idOf = (row: { id?: unknown }): string => String(row.id);

/**
 * Projects: the generated list with status chips and the generated form, their own detail page; the hub head's list,
 * the tutors' list and the bank service are views of the same list (spec section 2); the slot, landing and bank-service
 * validation pages are their own.
 */
export const projectsUnit = resourceUnit<typeof projectsResource>({
  name: 'projects',
  cells: projectCells,
  screens: { show: ProjectShow, edit: ProjectEdit },
  form: projectFormLayout,
  views: [
    {
      route: 'capohubprojects',
      icon: createElement(FolderSharedOutlined),
      title: 'projects-screens.capohub.title',
      columns: ['name', 'status', 'type', 'assigneeId', 'createdAt'],
      filters: ['status'],
      appRole: appRoles.HubHead,
      rowLink: (row) => `/capohubprojects/detail/${idOf(row)}`,
      actions: CapohubActions,
      routes: [{ path: 'detail/:id', element: createElement(CapohubProject) }],
    },
    {
      route: 'tutor',
      title: 'projects-screens.tutor.title',
      intro: 'projects-screens.tutor.intro',
      columns: ['name', 'status', 'type', 'assigneeId', 'tutorName', 'createdAt'],
      filters: ['status'],
      rowLink: (row) => `/tutor/edit/${idOf(row)}`,
      routes: [
        { path: 'edit/:id?', element: createElement(TutorEditPage) },
        { path: 'assign/:id?', element: createElement(TutorAssignPage) },
        { path: 'assign/:id/profile/:profileId', element: createElement(TutorCandidatePage) },
      ],
    },
    {
      route: 'bank-service',
      icon: createElement(AccountBalanceOutlined),
      title: 'menu.bank-service',
      intro: 'projects-screens.bankService.intro',
      columns: ['name', 'status', 'type', 'assigneeId', 'createdAt'],
      filters: ['status'],
      preset: { type: BANK_SERVICE_PROJECT_TYPE },
      appRole: appRoles.Designer,
      rowLink: (row) => `/project-bt/${idOf(row)}/bt`,
    },
  ],
  pages: [
    { route: 'coach-assignation', element: createElement(SlotAssignationPage, { slot: 'coach' }), subPath: '/:id' },
    {
      route: 'networkcoach-assignation',
      element: createElement(SlotAssignationPage, { slot: 'networkcoach' }),
      subPath: '/:id',
    },
    { route: 'project-landing', element: createElement(ProjectLandingPage), subPath: '/:scope?/:id' },
    { route: 'project-bt', element: createElement(ProjectBtPage), subPath: '/:id/bt/:childId?' },
  ],
});
