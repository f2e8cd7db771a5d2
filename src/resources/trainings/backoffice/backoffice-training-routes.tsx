import { Route, Routes } from 'react-router';
import { LessonPage } from '../lesson-page.tsx';
import { ModuleProgram } from '../module-program.tsx';
import { BackofficeModuleList } from './backoffice-module-list.tsx';
import { LessonFormPage } from './lesson-form.tsx';
import { ModuleDetail } from './module-detail.tsx';
import { ModuleFormPage } from './module-form.tsx';

const base = '/backoffice-training';
const lessonPreview = (id: string) => `${base}/lesson-preview/${id}`;
const modulePreview = (id: string) => `${base}/module-preview/${id}`;

/**
 * `/backoffice-training` (spec section 2, BackofficeUser): modules and lessons, their detail and the learner's
 * previews.
 */
export function BackofficeTrainingRoutes() {
  return (
    <Routes>
      <Route index element={<BackofficeModuleList />} />
      <Route path="module-form/:id?" element={<ModuleFormPage />} />
      <Route path="module/:moduleId/lesson-form/:id?" element={<LessonFormPage />} />
      <Route path="module-detail/:id" element={<ModuleDetail />} />
      <Route path="module-preview/:id" element={<ModuleProgram preview lessonLink={lessonPreview} backLink={base} />} />
      <Route
        path="lesson-preview/:id"
        element={<LessonPage preview lessonLink={lessonPreview} programLink={modulePreview} />}
      />
    </Routes>
  );
}
