import type { z } from 'zod';
import type { lessonRecord } from '../../../domain/resources/lessons.ts';
import type { trainingRecord } from '../../../domain/resources/trainings.ts';

/** The training calls of spec section 7 the screens make, and the shapes they answer. */
export type Training = z.infer<typeof trainingRecord>;
export type Lesson = z.infer<typeof lessonRecord>;
export type { PagedList } from '../../../domain/schemas/paged-list.ts';

export const TRAININGS_PATH = '/happyway/trainings';
export const LESSONS_PATH = '/happyway/lessons';

export const trainingPath = (id: string) => `${TRAININGS_PATH}/${id}`;
export const lessonPath = (id: string) => `${LESSONS_PATH}/${id}`;
/** A module's lessons in order (a module has far fewer than the list's limit). */
export const moduleLessonsPath = (moduleId: string) => `${LESSONS_PATH}?moduleId=${moduleId}&order=position:asc&limit=100`;
export const MANDATORY_CHECK_PATH = `${TRAININGS_PATH}/users/check`;

/** The caller's certificate of a completed module, a PDF saved under the server's name. */
export const certificatePath = (moduleId: string) => `${trainingPath(moduleId)}/certificate`;
