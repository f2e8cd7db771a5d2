import { asc, eq, inArray } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { opportunityRegister, REGISTER_NETWORKS_PATH } from '../../../domain/resources/opportunity-register.ts';
import { referenceOptionsSchema, type ReferenceOptions } from '../../../domain/schemas/reference-options.ts';
import type { ResourceBehaviour } from '../../crud/behaviour.ts';
import type { Database } from '../../db/client.ts';
import { networks } from '../../db/schema/index.ts';
import { callerOf, isBackOffice, requireActiveRole, type Caller } from '../../plugins/auth.ts';

/** The networks the register filters by: back office every network, the hub head their own. */
async function registerNetworks(db: Database, caller: Caller): Promise<ReferenceOptions['data']> {
  requireActiveRole(caller, opportunityRegister.access.list);
  const scope = isBackOffice(caller) ? undefined : caller.networkId;
  if (scope === null) return [];
  return db.select({ id: networks.id, label: networks.name }).from(networks)
    .where(scope === undefined ? undefined : eq(networks.id, scope)).orderBy(asc(networks.name));
}

/** The register shows each opportunity's network by name, and offers the networks the caller may filter by. */
export const opportunityRegisterBehaviour: ResourceBehaviour = {
  async decorate({ db }, rows) {
    const ids = [...new Set(rows.flatMap((row) => (typeof row.networkId === 'string' ? [row.networkId] : [])))];
    const found = ids.length === 0 ? [] : await db.select({ id: networks.id, name: networks.name }).from(networks).where(inArray(networks.id, ids));
    const names = new Map(found.map((network) => [network.id, network.name]));
    return rows.map((row) => ({ ...row, networkName: typeof row.networkId === 'string' ? names.get(row.networkId) ?? null : null }));
  },
  routes(app, { db }) {
    app.withTypeProvider<ZodTypeProvider>().get(REGISTER_NETWORKS_PATH, {
      schema: { tags: [opportunityRegister.name], response: { 200: referenceOptionsSchema } },
    }, async (request) => ({ data: await registerNetworks(db, callerOf(request)) }));
  },
};
