import { sql } from 'drizzle-orm';
import { appRoles } from '../../domain/auth/roles.ts';
import type { Database } from './client.ts';
import { mailRoleLabels } from '../i18n/role-labels.ts';
import { agreementTexts } from './agreement-texts.ts';
import { agreements, roles } from './schema/index.ts';

/**
 * The platform roles and the first agreement texts every installation needs (production too), kept in step on start.
 */
export async function upsertReferenceData(db: Database): Promise<void> {
  const rows = Object.entries(appRoles).map(([name, id]) => ({
    id,
    name,
    description: mailRoleLabels[name as keyof typeof appRoles],
  }));
  await db
    .insert(roles)
    .values(rows)
    .onConflictDoUpdate({
      target: roles.id,
      set: { name: sql`excluded.name`, description: sql`excluded.description` },
    });
  await db
    .insert(agreements)
    .values(agreementTexts.map((text) => ({ ...text })))
    .onConflictDoNothing();
}
