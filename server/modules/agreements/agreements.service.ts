import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Agreement } from '../../../domain/schemas/agreements.ts';
import type { Database } from '../../db/client.ts';
import { agreementAcceptances, agreements } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';

const notFound = () => new HttpError(404, 'Accordo non trovato');

const view = (row: typeof agreements.$inferSelect): Agreement => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  version: row.version,
  required: row.required,
});

/** The current (highest) version of an agreement kind. */
export async function currentAgreement(db: Database, kind: string): Promise<Agreement> {
  const [row] = await db
    .select()
    .from(agreements)
    .where(eq(agreements.kind, kind))
    .orderBy(desc(agreements.version))
    .limit(1);
  if (!row) throw notFound();
  return view(row);
}

export async function agreementById(db: Database, id: string): Promise<Agreement> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  if (!row) throw notFound();
  return view(row);
}

/** The current (highest) version of each required agreement kind: what every member must have accepted. */
export async function currentRequiredAgreements(db: Database): Promise<(typeof agreements.$inferSelect)[]> {
  const required = await db
    .select()
    .from(agreements)
    .where(eq(agreements.required, true))
    .orderBy(agreements.kind, asc(agreements.version));
  // Rows come by ascending version, so the Map keeps the highest one of each kind.
  return [...new Map(required.map((row) => [row.kind, row])).values()];
}

/** Kinds of the required agreements whose current version the user has not accepted (init.missingAgreements). */
export async function missingAgreements(db: Database, profileId: string): Promise<string[]> {
  const current = await currentRequiredAgreements(db);
  if (current.length === 0) return [];
  const accepted = await db
    .select({ agreementId: agreementAcceptances.agreementId })
    .from(agreementAcceptances)
    .where(
      and(
        eq(agreementAcceptances.profileId, profileId),
        inArray(
          agreementAcceptances.agreementId,
          current.map((row) => row.id),
        ),
      ),
    );
  const acceptedIds = new Set(accepted.map((row) => row.agreementId));
  return current.filter((row) => !acceptedIds.has(row.id)).map((row) => row.kind);
}

/** Records the acceptance (idempotent); only the current version of a kind can be accepted. */
export async function acceptAgreement(db: Database, profileId: string, agreementId: string): Promise<void> {
  const agreement = await agreementById(db, agreementId);
  const current = await currentAgreement(db, agreement.kind);
  if (current.id !== agreement.id)
    throw new HttpError(409, "Questa versione dell'accordo è stata sostituita: accetta quella in vigore.");
  await db.insert(agreementAcceptances).values({ profileId, agreementId }).onConflictDoNothing();
}
