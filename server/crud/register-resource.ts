import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { referenceOptionsEndpoint } from '../../domain/api/references.ts';
import { resourceEndpoints } from '../../domain/api/resources.ts';
import { isoDayInRome } from '../../domain/format.ts';
import { offersAction, type Permission, type ResourceAction } from '../../domain/resources/declaration.ts';
import { heldBy } from '../../domain/policies/policy.ts';
import { pagedListSchema } from '../../domain/schemas/paged-list.ts';
import { auditTimelineSchema } from '../../domain/schemas/audit.ts';
import { referenceOptionsSchema } from '../../domain/schemas/reference-options.ts';
import { resourceQuerySchema, resourceReadQuerySchema } from '../../domain/schemas/resource-query.ts';
import { serve } from '../http/serve.ts';
import { callerOf, requirePermission } from '../plugins/auth.ts';
import { HttpError } from '../http/http-error.ts';
import type { AuditRecord } from '../audit/audit-trail.ts';
import { fieldChanges } from './audit.ts';
import { registerBulkRoutes } from './bulk.ts';
import { whereOf } from './conditions.ts';
import { csvHeader, csvRow, CSV_BOM, loadLabels } from './csv.ts';
import { parseExtend, parseListQuery } from './list-query.ts';
import { idParams } from './params.ts';
import {
  checkReferences,
  labelColumnsOf,
  parseReferenceQuery,
  referenceFieldsOf,
  referenceOptions,
  withReferenceLabels,
} from './references.ts';
import { resourceStore, type Row } from './store.ts';
import { tableFor } from './table-for.ts';
import type { ResourceServices } from './module.ts';
import type { BehaviourContext, ServerUnit, WriteContext } from './unit.ts';

export interface RegisterResourceOptions extends ResourceServices {
  unit: ServerUnit;
}

/** `apartment-types-2026-05-01.csv`, dated in Rome. */
export const exportFileName = (name: string, now: Date) => `${name}-${isoDayInRome(now)}.csv`;

/**
 * The generated routes of one server unit (DESIGN.md, generated CRUD): list and CSV export on its list path, get,
 * update and delete on `declaration.apiPath`, create on its create path, the choices of every reference field, each
 * with the declaration's role check and the unit's row visibility; an action no role may take has no route. A write
 * and every hook of it share one transaction; the effects queued with `afterCommit` run once it committed. Throws at
 * startup when a column, the Italian locale file or a reference parameter is missing.
 */
export async function registerResource(app: FastifyInstance, options: RegisterResourceOptions): Promise<void> {
  const { unit, ...services } = options;
  const sources = services.references;
  const { declaration, behaviour = {} } = unit;
  const { db, audit } = services;
  const resource = tableFor(declaration, unit.table, Object.keys(unit.queries?.filters ?? {}));
  checkReferences(declaration, sources);
  const labels = loadLabels(declaration);
  const labelColumns = labelColumnsOf(declaration, sources, resource);
  const store = resourceStore(db, resource);
  const endpoints = resourceEndpoints(declaration);
  const offered = (action: ResourceAction) => offersAction(declaration.access, action);
  const tags = [declaration.name];
  const record = declaration.record;
  const listSchema = pagedListSchema(record);

  /** The role check of an action, before the input is validated: a forbidden caller learns nothing about it. */
  const guard =
    (action: ResourceAction) =>
    async (request: FastifyRequest): Promise<void> => {
      const permission: Permission = declaration.access[action];
      if (permission !== 'any') requirePermission(callerOf(request), heldBy(permission));
    };
  /** The SQL condition of the rows this caller sees. */
  const visible = (request: FastifyRequest) => unit.visibility?.(callerOf(request), db);
  /** The unit's own search and filter conditions, for this caller. */
  const ownOf = (request: FastifyRequest) =>
    unit.queries ? { queries: unit.queries, caller: callerOf(request) } : undefined;
  const contextOf = (request: FastifyRequest, extend: readonly string[] = []): BehaviourContext => ({
    ...services,
    caller: callerOf(request),
    extend,
  });
  /** `?extend=` of a single read. */
  const extendOf = (raw: string | undefined): string[] => {
    if (raw === undefined) return [];
    const parsed = parseExtend(declaration, raw);
    if ('message' in parsed)
      throw new HttpError(400, 'Parametri non validi', [{ path: 'extend', message: parsed.message }]);
    return parsed.value;
  };
  /** The labels the page query selected, over whatever placeholder `decorate` put in their keys. */
  const pageLabelKeys = Object.keys(labelColumns);
  const keepPageLabels = (rows: Row[], decorated: Row[]): Row[] => {
    if (pageLabelKeys.length === 0 || !rows.some((row) => pageLabelKeys.some((key) => Object.hasOwn(row, key))))
      return decorated;
    const byId = new Map(rows.map((row) => [row.id, row]));
    return decorated.map((row) => {
      const page = byId.get(row.id);
      return page
        ? {
            ...row,
            ...Object.fromEntries(
              pageLabelKeys.filter((key) => Object.hasOwn(page, key)).map((key) => [key, page[key]]),
            ),
          }
        : row;
    });
  };
  /**
   * Records as the response sends them: the behaviour's computed keys and the references' labels, read through
   * `context.db` (a write's own transaction, so its answer never needs a connection after the commit).
   */
  const recordsOf = async (context: BehaviourContext, rows: Row[]): Promise<Row[]> =>
    withReferenceLabels(
      context.db,
      declaration,
      sources,
      keepPageLabels(rows, behaviour.decorate ? await behaviour.decorate(context, rows) : rows),
    );
  const recordOf = async (context: BehaviourContext, row: Row): Promise<Row> => {
    const [decorated] = await recordsOf(context, [row]);
    if (!decorated) throw new Error('decorate dropped the record');
    return decorated;
  };
  const computed = new Set(declaration.computed ?? []);
  const auditedKeys = Object.keys(record.shape).filter((key) => !computed.has(key));
  /** The audit entry of a write (who, what, field by field), for the write's own transaction. */
  const auditOf = (
    context: WriteContext,
    action: AuditRecord['action'],
    before: Row | null,
    after: Row | null,
  ): AuditRecord => ({
    resource: declaration.name,
    recordId: String((after ?? before)?.id),
    action,
    actorId: context.caller.profileId,
    changes: fieldChanges(auditedKeys, before, after),
  });
  /** Runs a write and its hooks in one transaction, then the effects they queued for after the commit. */
  const write = async <T>(
    request: FastifyRequest,
    work: (context: WriteContext, tx: typeof db) => Promise<T>,
  ): Promise<T> => {
    const effects: (() => Promise<void>)[] = [];
    const result = await db.transaction((tx) =>
      work(
        {
          ...services,
          db: tx,
          caller: callerOf(request),
          extend: [],
          afterCommit: (effect) => {
            effects.push(effect);
          },
        },
        tx,
      ),
    );
    for (const effect of effects) {
      await effect().catch((error: unknown) => {
        request.log.error({ err: error }, `${declaration.name}: an effect after commit failed`);
      });
    }
    return result;
  };

  serve(app, endpoints.list, {
    preValidation: guard('list'),
    schema: { tags, querystring: resourceQuerySchema, response: { 200: listSchema } },
    handler: async (request) => {
      const visibility = visible(request);
      const query = parseListQuery(declaration, request.query);
      const { rows, total } = await store.page(
        whereOf(declaration, resource, query, visibility, ownOf(request)),
        query.order,
        query.page,
        query.limit,
        labelColumns,
      );
      return {
        data: await recordsOf(contextOf(request, query.extend), rows),
        total,
        page: query.page,
        limit: query.limit,
      };
    },
  });

  serve(app, endpoints.exportCsv, {
    preValidation: guard('list'),
    schema: { tags, querystring: resourceQuerySchema, produces: ['text/csv'] },
    handler: async (request, reply) => {
      const visibility = visible(request);
      const query = parseListQuery(declaration, request.query, { paging: false });
      const where = whereOf(declaration, resource, query, visibility, ownOf(request));
      const fields = declaration.fields;
      const context = contextOf(request);
      async function* lines(): AsyncGenerator<string> {
        yield CSV_BOM + csvHeader(fields, labels);
        for await (const batch of store.all(where, query.order)) {
          const rows = await recordsOf(context, batch);
          yield rows.map((row) => csvRow(fields, row, labels)).join('');
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(declaration.name, new Date())}"`)
        .send(Readable.from(lines()));
    },
  });

  for (const { field, reference } of referenceFieldsOf(declaration)) {
    serve(app, referenceOptionsEndpoint(declaration, field.name), {
      preValidation: guard('list'),
      schema: { tags, querystring: resourceQuerySchema, response: { 200: referenceOptionsSchema } },
      handler: async (request) => {
        const query = parseReferenceQuery(declaration, field, request.query);
        return { data: await referenceOptions(db, callerOf(request), sources[reference.source], query) };
      },
    });
  }

  serve(app, endpoints.detail, {
    preValidation: guard('show'),
    schema: { tags, params: idParams, querystring: resourceReadQuerySchema, response: { 200: record } },
    handler: async (request) =>
      recordOf(
        contextOf(request, extendOf(request.query.extend ?? request.query.projections)),
        await store.one(request.params.id, visible(request)),
      ),
  });

  if (offered('create'))
    serve(app, endpoints.create, {
      preValidation: guard('create'),
      schema: { tags, body: declaration.create, response: { 201: record } },
      handler: async (request, reply) => {
        const input: Row = request.body;
        const row = await write(request, async (context, tx) => {
          const values = behaviour.prepareCreate
            ? { ...input, ...(await behaviour.prepareCreate(context, input)) }
            : input;
          const created = await resourceStore(tx, resource).create(values);
          await audit.record(tx, auditOf(context, 'create', null, created));
          await behaviour.afterCreate?.(context, created, input);
          return recordOf(context, created);
        });
        return reply.code(201).send(row);
      },
    });

  if (offered('edit'))
    serve(app, endpoints.update, {
      preValidation: guard('edit'),
      schema: { tags, params: idParams, body: declaration.update, response: { 200: record } },
      handler: async (request) => {
        const visibility = visible(request);
        const input: Row = request.body;
        return write(request, async (context, tx) => {
          const rows = resourceStore(tx, resource);
          const current = await rows.one(request.params.id, visibility);
          await behaviour.requireEditor?.(context, current);
          const values = behaviour.prepareUpdate
            ? { ...input, ...(await behaviour.prepareUpdate(context, current, input)) }
            : input;
          const updated = await rows.update(request.params.id, values, visibility);
          await audit.record(tx, auditOf(context, 'update', current, updated));
          await behaviour.afterUpdate?.(context, updated, input, current);
          return recordOf(context, updated);
        });
      },
    });

  if (offered('delete'))
    serve(app, endpoints.remove, {
      preValidation: guard('delete'),
      schema: { tags, params: idParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        const visibility = visible(request);
        await write(request, async (context, tx) => {
          const rows = resourceStore(tx, resource);
          const current = await rows.one(request.params.id, visibility);
          await behaviour.requireEditor?.(context, current);
          await behaviour.beforeDelete?.(context, current);
          await rows.remove(request.params.id, visibility);
          await audit.record(tx, auditOf(context, 'delete', current, null));
        });
        return reply.code(204).send(null);
      },
    });

  // The audit of a record is for those who may edit it (a learner reads a module, not who changed it and how): the
  // role's `access.edit`, then the unit's own rule for this record (a participant reads an appointment, not its
  // history).
  serve(app, endpoints.timeline, {
    preValidation: guard('edit'),
    schema: { tags, params: idParams, response: { 200: auditTimelineSchema } },
    handler: async (request) => {
      const current = await store.one(request.params.id, visible(request));
      await behaviour.requireEditor?.(contextOf(request), current);
      return { data: await audit.timeline(db, declaration.name, request.params.id) };
    },
  });

  registerBulkRoutes(app, {
    declaration,
    endpoints,
    unit,
    resource,
    db,
    labels,
    guard,
    visible,
    write,
    contextOf: (request) => contextOf(request),
    recordsOf,
    auditOf,
    offered,
  });

  await behaviour.routes?.(app, services);
}
