import type { z } from 'zod';
import type { lessonRecord } from '../../../domain/resources/lessons.ts';
import type { trainingRecord } from '../../../domain/resources/trainings.ts';
import { httpClient } from '../../providers/http-client.ts';

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

/** Saves what an authenticated GET answers as a file, under the name the server gives (else `fallbackName`). */
export async function saveDownload(path: string, fallbackName: string): Promise<void> {
  const response = await httpClient.get<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1] ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The caller's certificate of a completed module, saved as a PDF file. */
export const downloadCertificate = (moduleId: string) => saveDownload(`${trainingPath(moduleId)}/certificate`, 'attestato.pdf');
