import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPathOf, type Permission, type ResourceDeclaration } from '../../domain/resources/declaration.ts';
import { callerOf, requireActiveRole } from '../plugins/auth.ts';
import type { BehaviourContext, ResourceBehaviour, ResourceServices } from './behaviour.ts';
import { whereOf } from './conditions.ts';
import { csvHeader, csvRow, CSV_BOM, loadLabels } from './csv.ts';
import { parseListQuery } from './list-query.ts';
import { resourceStore, toRecord, type Row } from './store.ts';
import { tableFor } from './table-for.ts';
import { visibleTo } from './visibility.ts';

export interface RegisterResourceOptions extends ResourceServices {
  declaration: ResourceDeclaration;
  /** What the resource does beyond its declaration; a plain resource has none. */
  behaviour?: ResourceBehaviour;
}

type Action = keyof ResourceDeclaration['access'];

const idParams = z.object({ id: z.uuid({ error: 'Identificativo non valido' }) });
const rawQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** `apartment-types-2026-05-01.csv`, dated in Rome. */
const exportFileName = (name: string, now: Date) =>
  `${name}-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now)}.csv`;

/**
 * The generated routes of one declared resource (DESIGN.md, generated CRUD): list and CSV export on its list path, get,
 * create, update and delete on `declaration.apiPath`, each with the declaration's role check and row visibility; an
 * action no role may take has no route. Throws at startup when the table, a column or the Italian locale file is missing.
 */
export async function registerResource(app: FastifyInstance, options: RegisterResourceOptions): Promise<void> {
  const { declaration, behaviour = {}, ...services } = options;
  const { db } = services;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const resource = tableFor(declaration);
  const labels = loadLabels(declaration);
  const store = resourceStore(db, resource);
  const path = declaration.apiPath;
  const listPath = listPathOf(declaration);
  const offered = (action: Action) => {
    const permission: Permission = declaration.access[action];
    return permission === 'any' || permission.length > 0;
  };
  const tags = [declaration.name];
  const record = declaration.record;
  const listSchema = z.object({ data: z.array(record), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

  /** The role check of an action, before the input is validated: a forbidden caller learns nothing about it. */
  const guard = (action: Action) => async (request: FastifyRequest): Promise<void> => {
    const permission: Permission = declaration.access[action];
    if (permission !== 'any') requireActiveRole(callerOf(request), permission);
  };
  /** The SQL condition of the rows this caller sees. */
  const visible = (request: FastifyRequest) => visibleTo(declaration, callerOf(request), resource, db);
  const contextOf = (request: FastifyRequest): BehaviourContext => ({ ...services, caller: callerOf(request) });
  /** Records as the response sends them: dates as strings, plus the behaviour's computed fields. */
  const recordsOf = async (request: FastifyRequest, rows: Row[]): Promise<Row[]> =>
    (behaviour.decorate ? await behaviour.decorate(contextOf(request), rows) : rows).map(toRecord);
  const recordOf = async (request: FastifyRequest, row: Row): Promise<Row> => {
    const [decorated] = await recordsOf(request, [row]);
    if (!decorated) throw new Error('decorate dropped the record');
    return decorated;
  };

  api.get(listPath, { preValidation: guard('list'), schema: { tags, querystring: rawQuery, response: { 200: listSchema } } }, async (request) => {
    const visibility = visible(request);
    const query = parseListQuery(declaration, request.query);
    const { rows, total } = await store.page(whereOf(declaration, resource, query, visibility), query.order, query.page, query.limit);
    return { data: await recordsOf(request, rows), total, page: query.page, limit: query.limit };
  });

  api.get(`${listPath}/export.csv`, { preValidation: guard('list'), schema: { tags, querystring: rawQuery, produces: ['text/csv'] } }, async (request, reply) => {
    const visibility = visible(request);
    const query = parseListQuery(declaration, request.query, { paging: false });
    const where = whereOf(declaration, resource, query, visibility);
    const fields = declaration.fields;
    const context = contextOf(request);
    async function* lines(): AsyncGenerator<string> {
      yield CSV_BOM + csvHeader(fields, labels);
      for await (const batch of store.all(where, query.order)) {
        const rows = behaviour.decorate ? await behaviour.decorate(context, batch) : batch;
        yield rows.map((row) => csvRow(fields, row, labels)).join('');
      }
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(declaration.name, new Date())}"`)
      .send(Readable.from(lines()));
  });

  api.get(`${path}/:id`, { preValidation: guard('show'), schema: { tags, params: idParams, response: { 200: record } } }, async (request) =>
    recordOf(request, await store.one(request.params.id, visible(request))));

  if (offered('create')) api.post(path, { preValidation: guard('create'), schema: { tags, body: declaration.create, response: { 201: record } } }, async (request, reply) => {
    const context = contextOf(request);
    const input: Row = request.body;
    const values = behaviour.prepareCreate ? { ...input, ...(await behaviour.prepareCreate(context, input)) } : input;
    const row = await store.create(values);
    await behaviour.afterWrite?.(context, row, input, 'create');
    return reply.code(201).send(await recordOf(request, row));
  });

  if (offered('edit')) api.put(`${path}/:id`, { preValidation: guard('edit'), schema: { tags, params: idParams, body: declaration.update, response: { 200: record } } }, async (request) => {
    const context = contextOf(request);
    const visibility = visible(request);
    const input: Row = request.body;
    const current = behaviour.prepareUpdate || behaviour.afterWrite ? await store.one(request.params.id, visibility) : undefined;
    const values = current && behaviour.prepareUpdate ? { ...input, ...(await behaviour.prepareUpdate(context, current, input)) } : input;
    const row = await store.update(request.params.id, values, visibility);
    await behaviour.afterWrite?.(context, row, input, 'update', current);
    return recordOf(request, row);
  });

  if (offered('delete')) api.delete(`${path}/:id`, { preValidation: guard('delete'), schema: { tags, params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
    const visibility = visible(request);
    if (behaviour.beforeDelete) await behaviour.beforeDelete(contextOf(request), await store.one(request.params.id, visibility));
    await store.remove(request.params.id, visibility);
    return reply.code(204).send(null);
  });

  await behaviour.routes?.(app, services);
}
