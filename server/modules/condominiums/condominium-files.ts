import { and, eq } from 'drizzle-orm';
import { SITE_MESSAGES } from '../../../domain/construction-site/catalogue.ts';
import type { EntityAccess } from '../../files/attachment-rules.ts';
import type { Database } from '../../db/client.ts';
import { condominiums } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { condominiumVisibility, mayEditCondominiums } from './condominium-access.ts';

async function isCondominiumVisible(db: Database, caller: Caller, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: condominiums.id })
    .from(condominiums)
    .where(and(eq(condominiums.id, id), condominiumVisibility(caller, db)));
  return row !== undefined;
}

/** Whoever sees a condominium reads its files; whoever may edit condominiums adds to those they see. */
export const condominiumFiles: EntityAccess = {
  record: { table: condominiums, id: condominiums.id },
  canRead: isCondominiumVisible,
  canWrite: async (db, caller, id) => mayEditCondominiums(caller) && isCondominiumVisible(db, caller, id),
  notFound: SITE_MESSAGES.condominiumNotFound,
};
