import type { z } from 'zod';
import type { ResourceDeclaration } from '../resources/declaration.ts';
import type { auditTimelineSchema } from '../schemas/audit.ts';
import type { bulkActionSchema, bulkExportSchema, bulkResultSchema } from '../schemas/bulk.ts';
import type { PagedList } from '../schemas/paged-list.ts';
import type { resourceQuerySchema, resourceReadQuerySchema } from '../schemas/resource-query.ts';
import { endpoint } from './endpoint.ts';

/** What names a resource's endpoints: its paths, and its schemas where the caller has them (an outline has none). */
export type ResourcePaths = Pick<ResourceDeclaration, 'apiPath' | 'listPath' | 'createPath'> &
  Partial<Pick<ResourceDeclaration, 'record' | 'create' | 'update'>>;

type RecordOf<D extends ResourcePaths> = D['record'] extends z.ZodType ? z.output<D['record']> : unknown;
type CreateOf<D extends ResourcePaths> = D['create'] extends z.ZodType ? z.input<D['create']> : unknown;
type UpdateOf<D extends ResourcePaths> = D['update'] extends z.ZodType ? z.input<D['update']> : unknown;

/** The query of a resource's list, export and reference choices. */
export type ResourceQuery = z.input<typeof resourceQuerySchema>;

/**
 * The generated endpoints of a resource (DESIGN.md, generated CRUD), from its declaration: list and CSV export on its
 * list path, read, update and delete of one record, create on its create path, a record's audit timeline, the bulk
 * actions over a selection and its export. The server registers them (server/crud/), the screens call them; the
 * answers are typed by the declaration's schemas.
 */
export function resourceEndpoints<D extends ResourcePaths>(declaration: D) {
  return resourceEndpointsAt<D>(declaration);
}

/**
 * The same endpoints from a resource's paths alone (its outline, domain/resources/outlines.ts), typed by its
 * declaration `D` given as a type: for screens that call their resource's CRUD without loading its schemas.
 */
export function resourceEndpointsAt<D extends ResourcePaths>(
  paths: Pick<ResourcePaths, 'apiPath' | 'listPath' | 'createPath'>,
) {
  const list = paths.listPath ?? paths.apiPath;
  const one = `${paths.apiPath}/:id` as const;
  return {
    list: endpoint<PagedList<RecordOf<D>>, ResourceQuery>()('GET', list),
    /** Every row matching the list's query, as CSV. */
    exportCsv: endpoint<ArrayBuffer, ResourceQuery>()('GET', `${list}/export.csv`),
    detail: endpoint<RecordOf<D>, z.input<typeof resourceReadQuerySchema>>()('GET', one),
    create: endpoint<RecordOf<D>, undefined, CreateOf<D>>()('POST', paths.createPath ?? paths.apiPath),
    update: endpoint<RecordOf<D>, undefined, UpdateOf<D>>()('PUT', one),
    remove: endpoint<null>()('DELETE', one),
    /** A record's audit: who wrote what, newest first. */
    timeline: endpoint<z.output<typeof auditTimelineSchema>>()('GET', `${one}/timeline`),
    /** A delete or a status change of every selected row, each through the same rules as alone. */
    bulk: endpoint<z.output<typeof bulkResultSchema>, undefined, z.input<typeof bulkActionSchema>>()(
      'POST',
      `${list}/bulk`,
    ),
    /** The selected rows as the list's CSV. */
    exportSelection: endpoint<ArrayBuffer, undefined, z.input<typeof bulkExportSchema>>()(
      'POST',
      `${list}/bulk/export.csv`,
    ),
  };
}

/** The generated endpoints of a resource of declaration `D`. */
export type ResourceEndpoints<D extends ResourcePaths = ResourcePaths> = ReturnType<typeof resourceEndpointsAt<D>>;
