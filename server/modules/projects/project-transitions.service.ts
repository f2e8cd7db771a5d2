import { and, count, eq, sql } from 'drizzle-orm';
import { VERIFICATION_DOCUMENT_CATEGORY, type ProjectStatus } from '../../../domain/projects/catalogue.ts';
import { PROJECT_MESSAGES, statusNameIt } from '../../../domain/projects/messages.ts';
import type { ProjectStatusChange, ProjectTransitionResult } from '../../../domain/projects/schemas.ts';
import { checkTransition, type TransitionVia } from '../../../domain/projects/transitions.ts';
import type { ReferenceSources } from '../../crud/references.ts';
import type { Database } from '../../db/client.ts';
import { fullName } from '../../db/profile-name.ts';
import { profiles, projects, projectStatusChanges, repositoryObjects } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { HttpError } from '../../http/http-error.ts';
import { projectsResource } from '../../../domain/resources/projects.ts';
import { recordAudit } from '../../audit/audit-trail.ts';
import { notify } from '../../notices/notify.ts';
import { projectAudience } from './project-people.repository.ts';
import { actorOf, projectRecord, statusOf, subjectOf, visibleProjectRow } from './project-rows.ts';

const CHANGED_MEANWHILE = 'Lo stato del progetto è cambiato nel frattempo: ricarica la pagina e riprova.';

/** How many uploaded end-of-project verification documents a project has. */
export async function verificationDocumentCount(db: Database, projectId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(repositoryObjects)
    .where(
      and(
        eq(repositoryObjects.entityType, 'Project'),
        eq(repositoryObjects.entityId, projectId),
        sql`${repositoryObjects.uploadedAt} is not null`,
        sql`${repositoryObjects.meta}->>'category' = ${VERIFICATION_DOCUMENT_CATEGORY}`,
      ),
    );
  return row?.value ?? 0;
}

async function changedByOf(db: Database, profileId: string): Promise<ProjectStatusChange['changedBy']> {
  const [person] = await db
    .select({ id: profiles.id, name: fullName })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return person ?? null;
}

interface TransitionOptions {
  via: TransitionVia;
  skipNotification: boolean;
  now: Date;
}

/**
 * Checks and makes one move inside the caller's transaction `tx`: the status, its history entry, the audit entry and,
 * unless skipped, a notice to the project's people other than the caller. Throws HttpError when the move is refused
 * (409 an illegal move, 403 the wrong actor, confirmcmc without a verification document); then nothing changed.
 */
export async function applyProjectTransition(
  tx: Database,
  caller: Caller,
  id: string,
  to: ProjectStatus,
  options: TransitionOptions,
) {
  const current = await visibleProjectRow(tx, caller, id);
  const from = statusOf(current);
  const refusal = checkTransition(subjectOf(current), to, actorOf(caller), options.via);
  if (refusal) throw new HttpError(refusal.statusCode, refusal.message);
  if (options.via === 'confirmcmc' && (await verificationDocumentCount(tx, id)) === 0) {
    throw new HttpError(409, PROJECT_MESSAGES.verificationDocumentMissing);
  }
  const [updated] = await tx
    .update(projects)
    .set({ status: to, updatedAt: options.now })
    .where(and(eq(projects.id, id), eq(projects.status, from)))
    .returning();
  if (!updated) throw new HttpError(409, CHANGED_MEANWHILE);
  const [entry] = await tx
    .insert(projectStatusChanges)
    .values({ projectId: id, fromStatus: from, toStatus: to, changedBy: caller.profileId, changedAt: options.now })
    .returning();
  if (!entry) throw new Error('status change not recorded');
  await recordAudit(tx, {
    resource: projectsResource.name,
    recordId: id,
    action: 'status',
    actorId: caller.profileId,
    changes: { status: { from, to } },
  });
  const audience = options.skipNotification ? [] : await projectAudience(tx, updated, caller.profileId);
  for (const profileId of audience) {
    await notify(tx, profileId, {
      kind: 'project.status',
      title: `Progetto ${statusNameIt(to).toLowerCase()}`,
      body: `Il progetto «${updated.name}» è passato da ${statusNameIt(from)} a ${statusNameIt(to)}.`,
      link: `/projects/show/${id}`,
    });
  }
  return { row: updated, change: entry, from, notified: audience.length };
}

/**
 * Moves a visible project to `to` through the status call or confirmcmc when the transition table allows it for this
 * caller, in one transaction (`applyProjectTransition`). A refused move changes nothing.
 */
export async function transitionProject(
  db: Database,
  references: ReferenceSources,
  caller: Caller,
  id: string,
  to: ProjectStatus,
  options: TransitionOptions,
): Promise<ProjectTransitionResult> {
  return db.transaction(async (tx) => {
    const { row, change, from, notified } = await applyProjectTransition(tx, caller, id, to, options);
    return {
      project: await projectRecord(tx, references, row),
      change: {
        id: change.id,
        fromStatus: from,
        toStatus: to,
        changedAt: change.changedAt.toISOString(),
        changedBy: await changedByOf(tx, caller.profileId),
        note: change.note,
      },
      notified,
    };
  });
}
