import { lessons } from '../../../domain/resources/lessons.ts';
import { trainings } from '../../../domain/resources/trainings.ts';
import { resourceUnit } from '../generic/resource-unit.ts';
import { trainingPages } from './training-pages.ts';

/**
 * Training modules: no generated screens; the learner's `/training-module` (modules, programme, lesson) and back
 * office's `/backoffice-training` (list, forms, detail, previews) of spec section 2 are its pages.
 */
export const trainingsUnit = resourceUnit({ declaration: trainings, pages: trainingPages });

/** Lessons: shown within the training pages (a module's programme, the lesson view and its form). */
export const lessonsUnit = resourceUnit({ declaration: lessons });
