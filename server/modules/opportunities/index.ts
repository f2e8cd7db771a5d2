import { eq } from 'drizzle-orm';
import { CREATOR_ONLY, DRAFT_ONLY } from '../../../domain/opportunities/transitions.ts';
import { opportunities as opportunityResource } from '../../../domain/resources/opportunities.ts';
import { defineUnit, type BehaviourContext, type StoredOf } from '../../crud/unit.ts';
import { opportunities, opportunityStatusChanges, profiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { relationOf, withEditable } from './opportunity-rows.ts';
import { opportunityStatusRoutes } from './opportunity-status.routes.ts';
import { opportunityVisibility } from './opportunity-visibility.ts';

type StoredOpportunity = StoredOf<typeof opportunityResource>;

/** Only the creator changes, deletes or reads the history of an opportunity; the others who see it only read it. */
function requireCreator({ caller }: BehaviourContext, current: StoredOpportunity): void {
  if (!relationOf(caller, current).isCreator) throw new HttpError(403, CREATOR_ONLY);
}

/** An opportunity changes or goes only while it is a draft. */
function requireDraft(_context: BehaviourContext, current: StoredOpportunity): void {
  if (current.status !== 'Draft') throw new HttpError(409, DRAFT_ONLY);
}

/**
 * Opportunities (domain/resources/opportunities.ts): the creator, their network and the first status come from the
 * caller's profile, with the first history row in the create's transaction; drafts only change by their creator, who
 * alone reads an opportunity's timeline; the status transitions and their history have routes of their own.
 */
export const opportunityUnit = defineUnit({
  declaration: opportunityResource,
  table: opportunities,
  visibility: opportunityVisibility,
  behaviour: {
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
    requireEditor: requireCreator,
    prepareUpdate(context, current) {
      requireDraft(context, current);
      return { updatedAt: new Date() };
    },
    beforeDelete: requireDraft,
    async afterCreate({ db, caller }, row) {
      await db
        .insert(opportunityStatusChanges)
        .values({ opportunityId: row.id, fromStatus: null, toStatus: 'Draft', changedBy: caller.profileId });
    },
    decorate: ({ caller }, rows) => Promise.resolve(withEditable(caller, rows)),
    routes: opportunityStatusRoutes,
  },
});
