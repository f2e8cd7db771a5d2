import { appRoles, type AppRoleName, type RoleStatus } from '../../domain/auth/roles.ts';
import { hashPassword } from '../auth/password.ts';
import type { FileStore } from '../files/file-store.ts';
import type { Database } from '../db/client.ts';
import { seedDemoNews } from './news.ts';
import { seedDemoAgenda } from './agenda.ts';
import { seedDemoCompany } from './company.ts';
import { seedDemoInvitation } from './invitations.ts';
import { seedDemoCondominium } from './condominium.ts';
import { seedDemoProjects } from './projects.ts';
import { acceptRequiredAgreements, seedDemoSubscriptions } from './subscriptions.ts';
import { seedDemoDirectory } from './directory.ts';
import {
  accounts,
  appMeta,
  localManagerAreas,
  networks,
  organizations,
  profiles,
  userRoles,
} from '../db/schema/index.ts';

export const demoPassword = 'Demo-2026!';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: AppRoleName;
  status: RoleStatus;
  /** Has not yet accepted the privacy policy and terms (shows the additional-agreement flow). */
  agreementsMissing?: boolean;
}

/**
 * One demo user per role of spec section 6, a Waiting and a Suspended one, and three mid-way through section 4's flows.
 */
export const demoUsers: readonly DemoUser[] = [
  {
    email: 'hubhead@demo.example',
    phone: '3401112233',
    firstName: 'Giulia',
    lastName: 'Ferri',
    role: 'HubHead',
    status: 'Active',
  },
  {
    email: 'designer@demo.example',
    phone: '3331234567',
    firstName: 'Marco',
    lastName: 'Rossi',
    role: 'Designer',
    status: 'Active',
  },
  {
    email: 'specialist@demo.example',
    phone: '3471234567',
    firstName: 'Sara',
    lastName: 'Bianchi',
    role: 'Specialist',
    status: 'Active',
  },
  {
    email: 'backoffice@demo.example',
    phone: '3291234567',
    firstName: 'Luca',
    lastName: 'Conti',
    role: 'BackofficeUser',
    status: 'Active',
  },
  {
    email: 'backofficeadmin@demo.example',
    phone: '3281234567',
    firstName: 'Elena',
    lastName: 'Galli',
    role: 'BackofficeAdmin',
    status: 'Active',
  },
  {
    email: 'finaluser@demo.example',
    phone: '3391234567',
    firstName: 'Paolo',
    lastName: 'Neri',
    role: 'FinalUser',
    status: 'Active',
  },
  {
    email: 'utente@demo.example',
    phone: '3271234567',
    firstName: 'Carla',
    lastName: 'Fontana',
    role: 'FinalUser',
    status: 'Active',
  },
  {
    email: 'localmanager@demo.example',
    phone: '3261234567',
    firstName: 'Roberta',
    lastName: 'Marino',
    role: 'LocalManager',
    status: 'Active',
  },
  {
    email: 'waiting@demo.example',
    phone: '3201234567',
    firstName: 'Anna',
    lastName: 'Riva',
    role: 'Designer',
    status: 'Waiting',
  },
  {
    email: 'joining@demo.example',
    phone: '3251234567',
    firstName: 'Tommaso',
    lastName: 'Greco',
    role: 'Designer',
    status: 'Waiting',
  },
  {
    email: 'suspended@demo.example',
    phone: '3211234567',
    firstName: 'Davide',
    lastName: 'Sala',
    role: 'Designer',
    status: 'Suspended',
  },
  {
    email: 'newterms@demo.example',
    phone: '3221234567',
    firstName: 'Chiara',
    lastName: 'Longo',
    role: 'Designer',
    status: 'Active',
    agreementsMissing: true,
  },
  {
    email: 'pendinghub@demo.example',
    phone: '3231234567',
    firstName: 'Franco',
    lastName: 'Moretti',
    role: 'HubHead',
    status: 'Pending',
  },
  {
    email: 'pendingdesigner@demo.example',
    phone: '3241234567',
    firstName: 'Irene',
    lastName: 'Costa',
    role: 'Designer',
    status: 'Pending',
  },
];

const seedMarker = 'demo_seed';

/**
 * Seeds the demo network once (never in production); answers whether it ran now. With `files` the demo projects
 * also get a few small PDF documents in that file store.
 */
export async function seedDemoNetwork(db: Database, options: { files?: FileStore } = {}): Promise<boolean> {
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: seedMarker, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    const [network] = await tx
      .insert(networks)
      .values({
        name: 'Rete Demo HappyWay',
        code: 'DEMO2026',
        description: 'Rete dimostrativa con un utente per ruolo.',
      })
      .returning();
    const [organization] = await tx
      .insert(organizations)
      .values({ name: 'Studio Demo Riqualifica S.r.l.', vatNumber: '01234567897', address: 'Via Roma 1, 20121 Milano' })
      .returning();
    if (!network || !organization) throw new Error('demo seed failed');
    await seedDemoCompany(tx, organization.id);
    const profileIds = new Map<string, string>();
    for (const user of demoUsers) {
      const [account] = await tx.insert(accounts).values({ email: user.email, passwordHash }).returning();
      if (!account) throw new Error('demo seed failed');
      const [profile] = await tx
        .insert(profiles)
        .values({
          subject: account.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          userType: user.role === 'Designer' ? 'Designer' : 'Basic',
          networkId: network.id,
          organizationId: organization.id,
        })
        .returning();
      if (!profile) throw new Error('demo seed failed');
      await tx.insert(userRoles).values({ profileId: profile.id, roleId: appRoles[user.role], status: user.status });
      if (!user.agreementsMissing) await acceptRequiredAgreements(tx, profile.id);
      profileIds.set(user.email, profile.id);
    }
    await seedDemoSubscriptions(tx, organization.id, profileIds);
    const localManager = profileIds.get('localmanager@demo.example');
    // The demo Local Manager takes the wizard's leads of the network's links and of the province of Torino.
    if (localManager) await tx.insert(localManagerAreas).values({ profileId: localManager, province: 'TO' });
    await seedDemoInvitation(tx, network.id, profileIds.get('hubhead@demo.example'));
    await seedDemoProjects(tx, network.id, profileIds, options.files);
    await seedDemoCondominium(tx, network.id, profileIds.get('designer@demo.example'));
    await seedDemoAgenda(tx, network.id, profileIds);
    await seedDemoDirectory(tx);
    await seedDemoNews(tx, network.id, profileIds);
    return true;
  });
}
