import { Route, Routes } from 'react-router';
import { LearnerModuleList } from './learner-module-list.tsx';
import { LessonPage } from './lesson-page.tsx';
import { ModuleProgram } from './module-program.tsx';

const base = '/training-module';
const lessonLink = (id: string) => `${base}/lesson/${id}`;
const programLink = (id: string) => `${base}/program/${id}`;

/** `/training-module` (spec section 2): the learner's modules, a module's programme, a lesson. */
export function TrainingModuleRoutes() {
  return (
    <Routes>
      <Route index element={<LearnerModuleList />} />
      <Route path="program/:id" element={<ModuleProgram lessonLink={lessonLink} backLink={base} />} />
      <Route path="lesson/:id" element={<LessonPage lessonLink={lessonLink} programLink={programLink} />} />
    </Routes>
  );
}
