import { eq } from 'drizzle-orm';
import { CREATOR_ONLY, DRAFT_ONLY } from '../../../domain/opportunities/transitions.ts';
import type { BehaviourContext, ResourceBehaviour } from '../../crud/behaviour.ts';
import type { Row } from '../../crud/store.ts';
import { opportunityStatusChanges, profiles } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { relationOf, statusOf, withEditable } from './opportunity-rows.ts';
import { opportunityStatusRoutes } from './opportunity-status.routes.ts';

/** Only the creator changes or deletes an opportunity, and only while it is a draft. */
function requireEditable({ caller }: BehaviourContext, current: Row): void {
  if (!relationOf(caller, current).isCreator) throw new HttpError(403, CREATOR_ONLY);
  if (statusOf(current) !== 'Draft') throw new HttpError(409, DRAFT_ONLY);
}

/**
 * Opportunities beyond their declaration: the creator, their network and the first status come from the caller's
 * profile; drafts only change by their creator; the status transitions and their history have routes of their own.
 */
export const opportunityBehaviour: ResourceBehaviour = {
  async prepareCreate({ db, caller }) {
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, caller.profileId));
    if (!profile) throw new HttpError(403, 'Profilo non trovato o disabilitato.');
    return {
      creatorId: profile.id,
      creatorName: `${profile.firstName} ${profile.lastName}`,
      creatorEmail: profile.email,
      networkId: profile.networkId,
      status: 'Draft',
      submittedAt: null,
    };
  },
  prepareUpdate(context, current) {
    requireEditable(context, current);
    return { updatedAt: new Date() };
  },
  beforeDelete: requireEditable,
  async afterWrite({ db, caller }, row, _input, action) {
    if (action !== 'create') return;
    await db.insert(opportunityStatusChanges).values({ opportunityId: String(row.id), fromStatus: null, toStatus: 'Draft', changedBy: caller.profileId });
  },
  decorate: ({ caller }, rows) => Promise.resolve(withEditable(caller, rows)),
  routes: opportunityStatusRoutes,
};
