import { createElement, lazy } from 'react';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import type { trainings } from '../../../../domain/resources/trainings.ts';
import { withPortalTexts } from '../../../i18n/with-portal-texts.ts';
import type { ResourceView } from '../../generic/resource-unit.ts';

const ModuleDetail = lazy(() =>
  withPortalTexts(import('./module-detail.tsx')).then((m) => ({ default: m.ModuleDetail })),
);
const LessonFormPage = lazy(() =>
  withPortalTexts(import('./lesson-form.tsx')).then((m) => ({ default: m.LessonFormPage })),
);
const ModulePreview = lazy(() =>
  withPortalTexts(import('./backoffice-previews.tsx')).then((m) => ({ default: m.ModulePreview })),
);
const LessonPreview = lazy(() =>
  withPortalTexts(import('./backoffice-previews.tsx')).then((m) => ({ default: m.LessonPreview })),
);
const NewModuleButton = lazy(() =>
  withPortalTexts(import('./new-module-button.tsx')).then((m) => ({ default: m.NewModuleButton })),
);
const ModuleRowActions = lazy(() =>
  withPortalTexts(import('./module-row-actions.tsx')).then((m) => ({ default: m.ModuleRowActions })),
);

const detailOf = (row: { id?: unknown }) => `/backoffice-training/module-detail/${String(row.id)}`;

/**
 * `/backoffice-training` (spec section 2, BackofficeUser): every module, drafts included, on the generated list with
 * its edit, preview and delete; the generated form under `module-form`, which leads to the module's detail (its
 * lessons, their order and the completion figures); the lesson form and the learner's previews.
 */
export const backofficeTrainingView: ResourceView<typeof trainings> = {
  route: 'backoffice-training',
  icon: createElement(VideoLibraryOutlined),
  title: 'trainings.backoffice.title',
  columns: ['title', 'category', 'status', 'mandatory', 'totalLessons', 'createdAt'],
  filters: ['category', 'mandatory', 'status'],
  rowLink: detailOf,
  actions: NewModuleButton,
  rowActions: { cell: ModuleRowActions, buttons: 3 },
  form: { path: 'module-form', savedLink: detailOf },
  routes: [
    { path: 'module-detail/:id', element: createElement(ModuleDetail) },
    { path: 'module/:moduleId/lesson-form/:id?', element: createElement(LessonFormPage) },
    { path: 'module-preview/:id', element: createElement(ModulePreview) },
    { path: 'lesson-preview/:id', element: createElement(LessonPreview) },
  ],
};
