import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_ENABLED } from '../../domain/auth/account-access.ts';
import { profiles, userRoles } from '../../server/db/schema/index.ts';
import { profileIdOf } from './support/network-fixtures.ts';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

/**
 * The caller's profile and roles are cached per node, and forgotten as soon as a change to them commits (a trigger,
 * LISTEN/NOTIFY): a suspension, a disabled profile or a role made Active again applies from the next request.
 */
describe.each(testDrivers)('the cached caller on %s', (driver) => {
  let ctx: TestApp;
  let people: Record<'designer' | 'backoffice', Session>;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = await sessions(ctx.app, { designer: 'designer@demo.example', backoffice: 'backoffice@demo.example' });
  });
  afterAll(async () => ctx.close());

  /**
   * The statuses of the designer's roles as the API sees the caller, asked until they are `expected` (a notice takes
   * milliseconds).
   */
  const designerRoles = async (expected: string) => {
    let statuses = '';
    for (let tries = 0; tries < 20 && statuses !== expected; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      statuses = (await people.designer.get('/profile/auth/roles'))
        .json<{ status: string }[]>()
        .map((role) => role.status)
        .join(',');
    }
    return statuses;
  };
  /** The designer's answer to a request, asked until it is `expected` (on PostgreSQL the change is heard on commit). */
  const designerStatus = async (expected: number) => {
    let status = 0;
    for (let tries = 0; tries < 20 && status !== expected; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 25));
      status = (await people.designer.get('/profile/auth/roles')).statusCode;
    }
    return status;
  };
  const rolesNow = async () =>
    (await people.designer.get('/profile/auth/roles'))
      .json<{ status: string }[]>()
      .map((role) => role.status)
      .join(',');

  it('applies a suspension written straight to the database at the next request, and the reactivation too', async () => {
    const { db } = ctx.database;
    const designer = await profileIdOf(db, 'designer@demo.example');
    expect(await designerRoles('Active')).toBe('Active');
    expect(await rolesNow()).toBe('Active');
    await db.update(userRoles).set({ status: 'Suspended' }).where(eq(userRoles.profileId, designer));
    expect(await designerRoles('Suspended')).toBe('Suspended');
    await db.update(userRoles).set({ status: 'Active' }).where(eq(userRoles.profileId, designer));
    expect(await designerRoles('Active')).toBe('Active');
  });

  it('ends the sessions of a person back office suspends through the API, and a new login reads the suspended role', async () => {
    const designer = await profileIdOf(ctx.database.db, 'designer@demo.example');
    expect(await designerRoles('Active')).toBe('Active');
    expect(
      (await people.backoffice.put(`/profile/profile/${designer}/suspend`, { reason: 'Verifica documenti' }))
        .statusCode,
    ).toBe(204);
    expect(await designerStatus(401)).toBe(401);
    people.designer = (await sessions(ctx.app, { designer: 'designer@demo.example' })).designer;
    expect(await rolesNow()).toBe('Suspended');
  });

  it('refuses a profile disabled meanwhile', async () => {
    const { db } = ctx.database;
    await db.update(profiles).set({ enabled: false }).where(eq(profiles.email, 'designer@demo.example'));
    let refused = await people.designer.get('/profile/auth/roles');
    for (let tries = 0; tries < 20 && refused.statusCode !== 403; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      refused = await people.designer.get('/profile/auth/roles');
    }
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ACCOUNT_NOT_ENABLED });
  });
});
