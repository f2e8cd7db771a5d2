import { strictQuery } from '../schemas/paged-list.ts';
import { projectTypeSchema } from './schemas.ts';

/** GET /happyway/projects/stats: the counts of one type of project, or of every type. */
export const projectCountsQuerySchema = strictQuery({ type: projectTypeSchema.optional() });
