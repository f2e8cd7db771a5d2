import type { lessons } from '../../../domain/resources/lessons.ts';
import type { trainings } from '../../../domain/resources/trainings.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { backofficeTrainingView } from './backoffice/backoffice-view.ts';
import { trainingCells } from './training-cells.tsx';
import { trainingPages, trainingPublicPages } from './training-pages.ts';

/**
 * Training modules: no screens under `/trainings`; back office's `/backoffice-training` of spec section 2 is a view of
 * the generated list with the generated form (its detail, lesson form and previews its own), and the learner's
 * `/training-module` (modules, programme, lesson) is its page; the public check of a certificate is its public page.
 */
export const trainingsUnit = resourceUnit<typeof trainings>({
  name: 'trainings',
  cells: trainingCells,
  form: {
    fields: ['title', 'description', 'category', 'roles', 'mandatory', 'status'],
    initialValues: { category: 'generic', status: 'draft' },
  },
  views: [backofficeTrainingView],
  pages: trainingPages,
  publicPages: trainingPublicPages,
});

/** Lessons: shown within the training pages (a module's programme, the lesson view and its form). */
export const lessonsUnit = resourceUnit<typeof lessons>({ name: 'lessons' });
