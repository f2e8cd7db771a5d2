import type { lessons } from '../../../domain/resources/lessons.ts';
import type { trainings } from '../../../domain/resources/trainings.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { trainingPages } from './training-pages.ts';

/**
 * Training modules: no generated screens; the learner's `/training-module` (modules, programme, lesson) and back
 * office's `/backoffice-training` (list, forms, detail, previews) of spec section 2 are its pages.
 */
export const trainingsUnit = resourceUnit<typeof trainings>({ name: 'trainings', pages: trainingPages });

/** Lessons: shown within the training pages (a module's programme, the lesson view and its form). */
export const lessonsUnit = resourceUnit<typeof lessons>({ name: 'lessons' });
