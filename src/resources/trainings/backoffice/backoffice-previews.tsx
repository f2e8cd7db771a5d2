import { LessonPage } from '../lesson-page.tsx';
import { ModuleProgram } from '../module-program.tsx';

const base = '/backoffice-training';
const lessonPreview = (id: string) => `${base}/lesson-preview/${id}`;
const modulePreview = (id: string) => `${base}/module-preview/${id}`;

/** `module-preview/:id`: a module's programme as its learners see it, progress not recorded. */
export function ModulePreview() {
  return <ModuleProgram preview lessonLink={lessonPreview} backLink={base} />;
}

/** `lesson-preview/:id`: a lesson as its learners see it, progress not recorded. */
export function LessonPreview() {
  return <LessonPage preview lessonLink={lessonPreview} programLink={modulePreview} />;
}
