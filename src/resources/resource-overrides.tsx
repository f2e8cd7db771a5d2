import { lazy } from 'react';
import type { ResourceOverrides } from './generic/resource-overrides.ts';

const OpportunityList = lazy(() => import('./opportunities/opportunity-list.tsx').then((m) => ({ default: m.OpportunityList })));
const OpportunityShow = lazy(() => import('./opportunities/opportunity-show.tsx').then((m) => ({ default: m.OpportunityShow })));
const RegisterEntryShow = lazy(() => import('./opportunity-register/register-entry-show.tsx').then((m) => ({ default: m.RegisterEntryShow })));
const AppointmentsPage = lazy(() => import('./appointments/appointments-page.tsx').then((m) => ({ default: m.AppointmentsPage })));
const AppointmentShow = lazy(() => import('./appointments/appointment-show.tsx').then((m) => ({ default: m.AppointmentShow })));
const AppointmentCreate = lazy(() => import('./appointments/appointment-create.tsx').then((m) => ({ default: m.AppointmentCreate })));
const ProjectList = lazy(() => import('./projects/project-resource-screens.tsx').then((m) => ({ default: m.ProjectListScreen })));
const ProjectShow = lazy(() => import('./projects/project-resource-screens.tsx').then((m) => ({ default: m.ProjectShowScreen })));
const ProjectCreate = lazy(() => import('./projects/project-form-page.tsx').then((m) => ({ default: m.ProjectCreatePage })));
const ProjectEdit = lazy(() => import('./projects/project-form-page.tsx').then((m) => ({ default: m.ProjectEditPage })));

/** The screens a resource folder writes itself, by resource name; every other screen is the generated one. */
export const resourceOverrides: Partial<Record<string, ResourceOverrides>> = {
  opportunity: { list: OpportunityList, show: OpportunityShow },
  'opportunity-register': { list: OpportunityList, show: RegisterEntryShow },
  appointment: { list: AppointmentsPage, show: AppointmentShow, create: AppointmentCreate },
  projects: { list: ProjectList, show: ProjectShow, create: ProjectCreate, edit: ProjectEdit },
};
