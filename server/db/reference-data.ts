import { sql } from 'drizzle-orm';
import { appRoles } from '../../domain/auth/roles.ts';
import type { Database } from './client.ts';
import { agreementTexts } from './agreement-texts.ts';
import { agreements, roles } from './schema/index.ts';

const roleDescriptions: Record<keyof typeof appRoles, string> = {
  FinalUser: 'Utente finale',
  Specialist: 'Specialista',
  LocalManager: 'Local Manager',
  Designer: 'Professionista',
  HWDesigner: 'Studio di progettazione',
  HubHead: 'Capohub',
  BackofficeUser: 'Back office',
  BackofficeAdmin: 'Amministratore back office',
};

/** The platform roles and the first agreement texts every installation needs (production too), kept in step on start. */
export async function upsertReferenceData(db: Database): Promise<void> {
  const rows = Object.entries(appRoles).map(([name, id]) => ({
    id,
    name,
    description: roleDescriptions[name as keyof typeof appRoles],
  }));
  await db.insert(roles).values(rows).onConflictDoUpdate({
    target: roles.id,
    set: { name: sql`excluded.name`, description: sql`excluded.description` },
  });
  await db.insert(agreements).values(agreementTexts.map((text) => ({ ...text }))).onConflictDoNothing();
}
