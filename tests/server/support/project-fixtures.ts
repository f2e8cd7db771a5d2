import { appRoles, type AppRoleName } from '../../../domain/auth/roles.ts';
import type { ProjectStatus, ProjectType } from '../../../domain/projects/catalogue.ts';
import { hashPassword } from '../../../server/auth/password.ts';
import type { Database } from '../../../server/db/client.ts';
import { demoPassword } from '../../../server/demo/seed.ts';
import { accounts, profiles, projectRoles, projects, userRoles } from '../../../server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { sessions, type Method } from './session.ts';

/** A person who can log in through the issuer: account, profile of a network and one Active role. */
export async function insertLoginUser(
  db: Database,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    networkId: string | null;
    roles: readonly AppRoleName[];
  },
): Promise<string> {
  const [account] = await db
    .insert(accounts)
    .values({ email: input.email, passwordHash: await hashPassword(demoPassword) })
    .returning();
  if (!account) throw new Error('account not inserted');
  const [profile] = await db
    .insert(profiles)
    .values({
      subject: account.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      networkId: input.networkId,
    })
    .returning({ id: profiles.id });
  if (!profile) throw new Error('profile not inserted');
  for (const role of input.roles)
    await db.insert(userRoles).values({ profileId: profile.id, roleId: appRoles[role], status: 'Active' });
  return profile.id;
}

/** A project written straight to the table (fixtures for visibility and transitions). */
export async function insertProject(
  db: Database,
  input: {
    name: string;
    networkId: string;
    assigneeId?: string | null;
    status?: ProjectStatus;
    type?: ProjectType;
    description?: string;
    amount?: number | null;
    financing?: number | null;
    parentId?: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(projects)
    .values({
      name: input.name,
      networkId: input.networkId,
      assigneeId: input.assigneeId ?? null,
      status: input.status ?? 'Draft',
      type: input.type ?? 'Condominium',
      description: input.description ?? null,
      amount: input.amount ?? null,
      financing: input.financing ?? null,
      parentId: input.parentId ?? null,
    })
    .returning({ id: projects.id });
  if (!row) throw new Error('project not inserted');
  return row.id;
}

export async function giveProjectRole(db: Database, projectId: string, profileId: string, role: string): Promise<void> {
  await db.insert(projectRoles).values({ projectId, profileId, role });
}

/** The demo people the project tests act as. */
export const demoProjectPeople = {
  designer: 'designer@demo.example',
  hubhead: 'hubhead@demo.example',
  specialist: 'specialist@demo.example',
  backoffice: 'backoffice@demo.example',
} as const;

/**
 * Logs each person in (by the test's name for them) and answers a caller of `/api` as one of them (and any extra
 * headers).
 */
export async function apiCallers(ctx: TestApp, emails: Record<string, string>) {
  const logged = await sessions(ctx.app, emails);
  return (who: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) => {
    const person = logged[who];
    if (!person) throw new Error(`${who} is not logged in`);
    return person.call(method, url, payload, headers);
  };
}

/** A function that calls the API as one of the given people. */
export type ApiCaller = Awaited<ReturnType<typeof apiCallers>>;
