import { and, asc, eq } from 'drizzle-orm';
import {
  isOpportunityStatus,
  opportunityStatusLabels,
  type OpportunityStatus,
} from '../../../domain/opportunities/statuses.ts';
import { checkTransition, isEditable } from '../../../domain/opportunities/transitions.ts';
import { opportunities as opportunityResource } from '../../../domain/resources/opportunities.ts';
import type { OpportunityStatusChange } from '../../../domain/schemas/opportunities.ts';
import { notFound, toRecord } from '../../crud/store.ts';
import type { RecordOf } from '../../crud/unit.ts';
import type { Database } from '../../db/client.ts';
import { opportunities, opportunityStatusChanges, profiles } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { notify } from '../../notices/notify.ts';
import { relationOf } from './opportunity-rows.ts';
import { opportunityVisibility } from './opportunity-visibility.ts';
import { fullNameOf } from '../../db/profile-name.ts';

const CHANGED_MEANWHILE = "Lo stato dell'opportunità è cambiato nel frattempo: ricarica la pagina e riprova.";

/** The notice title the creator gets for each status an opportunity reaches. */
const noticeTitles: Record<OpportunityStatus, string> = {
  Draft: 'Opportunità tornata in bozza',
  Submitted: 'Opportunità inviata per il finanziamento',
  UnderReview: 'Opportunità in valutazione',
  Approved: 'Opportunità approvata',
  Rejected: 'Opportunità respinta',
};

type OpportunityRow = typeof opportunities.$inferSelect;

/** The opportunity as the caller may see it (404 otherwise), through the unit's visibility. */
async function visibleOpportunity(db: Database, caller: Caller, id: string): Promise<OpportunityRow> {
  const [row] = await db
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.id, id), opportunityVisibility(caller, db)));
  if (!row) throw notFound();
  return row;
}

function statusOf(row: { id: string; status: string }): OpportunityStatus {
  if (!isOpportunityStatus(row.status)) throw new Error(`opportunity ${row.id} has an unknown status ${row.status}`);
  return row.status;
}

/**
 * Moves an opportunity to `to` when the transition table allows it for this caller (409 an illegal move, 403 the wrong
 * actor, 400 a missing note), then in one transaction: the status, its history entry and the creator's notice.
 */
export async function changeOpportunityStatus(
  db: Database,
  caller: Caller,
  id: string,
  to: OpportunityStatus,
  note: string | null,
  now: Date,
): Promise<RecordOf<typeof opportunityResource>> {
  const current = await visibleOpportunity(db, caller, id);
  const from = statusOf(current);
  const refusal = checkTransition(from, to, relationOf(caller, current), note);
  if (refusal)
    throw new HttpError(
      refusal.statusCode,
      refusal.message,
      refusal.statusCode === 400 ? [{ path: 'note', message: refusal.message }] : undefined,
    );
  const submittedAt = to === 'Submitted' ? now : to === 'Draft' ? null : undefined;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(opportunities)
      .set({ status: to, updatedAt: now, ...(submittedAt !== undefined && { submittedAt }) })
      .where(and(eq(opportunities.id, id), eq(opportunities.status, from)))
      .returning();
    if (!updated) throw new HttpError(409, CHANGED_MEANWHILE);
    await tx
      .insert(opportunityStatusChanges)
      .values({ opportunityId: id, fromStatus: from, toStatus: to, changedBy: caller.profileId, note, changedAt: now });
    await notify(tx, updated.creatorId, {
      kind: 'opportunity.status',
      title: noticeTitles[to],
      body: `L'opportunità «${updated.title}» è ora «${opportunityStatusLabels[to]}».${note ? ` Nota: ${note}` : ''}`,
      link: `/opportunity/show/${id}`,
    });
    return updated;
  });
  return opportunityResource.record.parse({ ...toRecord(row), editable: isEditable(to, relationOf(caller, row)) });
}

/** Every status change of a visible opportunity, oldest first, with who made it. */
export async function opportunityHistory(db: Database, caller: Caller, id: string): Promise<OpportunityStatusChange[]> {
  await visibleOpportunity(db, caller, id);
  const rows = await db
    .select({
      id: opportunityStatusChanges.id,
      fromStatus: opportunityStatusChanges.fromStatus,
      toStatus: opportunityStatusChanges.toStatus,
      note: opportunityStatusChanges.note,
      changedByName: fullNameOf<string | null>(),
      changedAt: opportunityStatusChanges.changedAt,
    })
    .from(opportunityStatusChanges)
    .leftJoin(profiles, eq(profiles.id, opportunityStatusChanges.changedBy))
    .where(eq(opportunityStatusChanges.opportunityId, id))
    .orderBy(asc(opportunityStatusChanges.changedAt), asc(opportunityStatusChanges.id));
  return rows.map((row) => ({
    ...row,
    fromStatus: row.fromStatus === null ? null : statusOf({ id, status: row.fromStatus }),
    toStatus: statusOf({ id, status: row.toStatus }),
    changedAt: row.changedAt.toISOString(),
  }));
}
