import { and, eq, inArray, ne } from 'drizzle-orm';
import { networkPolicy } from '../../../domain/policies/networks.ts';
import { NETWORK_CODE_IN_USE } from '../../../domain/network/network-code.ts';
import { hwNetworks } from '../../../domain/resources/networks.ts';
import { defineUnit, type WriteContext } from '../../crud/unit.ts';
import { networks, skills } from '../../db/schema/index.ts';
import { allows } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { createInvitations, refuseRegisteredEmails } from '../invitations/public.ts';
import { networkVisibility } from '../network/public.ts';
import { memberRoutes } from './member.routes.ts';
import { networkSource } from './network-choices.ts';
import { networkRows, saveNetworkSkills } from './network-rows.ts';

const SKILL_UNKNOWN = 'Competenza non trovata';

/** A code another network holds is a 409 on the code field (before the unique index would say it less clearly). */
async function requireFreeCode(db: WriteContext['db'], code: string, ownId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: networks.id })
    .from(networks)
    .where(and(eq(networks.code, code), ownId ? ne(networks.id, ownId) : undefined));
  if (taken) throw new HttpError(409, NETWORK_CODE_IN_USE, [{ path: 'code', message: NETWORK_CODE_IN_USE }]);
}

async function requireSkills(db: WriteContext['db'], skillIds: readonly string[]): Promise<void> {
  if (skillIds.length === 0) return;
  const found = await db
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.id, [...new Set(skillIds)]));
  if (found.length !== new Set(skillIds).size)
    throw new HttpError(400, SKILL_UNKNOWN, [{ path: 'skillIds', message: SKILL_UNKNOWN }]);
}

/**
 * The networks (domain/resources/networks.ts): back office sees and creates every network, anyone else sees their own
 * and its hub head edits it. A new network's hub head is invited in the create's transaction (the invitations module's
 * HubHead flow, `district-manager`), so a refused address or an unsendable e-mail creates nothing.
 */
export const hwNetworksUnit = defineUnit({
  declaration: hwNetworks,
  table: networks,
  visibility: networkVisibility,
  references: { networks: networkSource },
  behaviour: {
    async prepareCreate({ db }, input) {
      await requireFreeCode(db, input.code);
      await requireSkills(db, input.skillIds);
      await refuseRegisteredEmails(db, [input.hubHeadEmail], 'hubHeadEmail');
      return {};
    },
    async afterCreate({ db, caller, mailer, config }, row, input) {
      await saveNetworkSkills(db, row.id, input.skillIds);
      await createInvitations(
        db,
        { mailer, publicUrl: config.publicUrl },
        caller.profileId,
        { ...row, createdAt: new Date(row.createdAt) },
        'HubHead',
        [input.hubHeadEmail],
        new Date(),
      );
    },
    async prepareUpdate({ db, caller }, current, input) {
      await requireFreeCode(db, input.code, current.id);
      await requireSkills(db, input.skillIds);
      // The kind of network is back office's to choose.
      return allows(caller, networkPolicy.managesEveryNetwork) ? {} : { type: current.type };
    },
    async afterUpdate({ db }, row, input) {
      await saveNetworkSkills(db, row.id, input.skillIds);
    },
    decorate: ({ db, caller, extend }, rows) => networkRows(db, caller, rows, extend),
    routes: memberRoutes,
  },
});
