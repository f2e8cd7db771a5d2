import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoles } from '../../domain/auth/roles.ts';
import { registrationRequestSchemas } from '../../domain/registration/registration-request.ts';
import type { UserInit } from '../../domain/schemas/profile.ts';
import type { SkillCatalogue, SkillCategory } from '../../domain/schemas/skill-catalogue.ts';
import {
  accounts,
  agreementAcceptances,
  agreements,
  designerProfiles,
  invitations,
  legalContacts,
  notifications,
  organizations,
  profileSkills,
  profiles,
  userRoles,
} from '../../server/db/schema/index.ts';
import { conflictOfInsert } from '../../server/modules/registration/registration-conflicts.ts';
import { insertMember } from '../../server/modules/registration/registration.repository.ts';
import { registerMember } from '../../server/modules/registration/registration.service.ts';
import { demoNetworkId, profileIdOf } from './support/network-fixtures.ts';
import { session, sessionBook } from './support/session.ts';
import { lastMailTo, registrationLinkIn, mailSettled } from './support/outbox.ts';
import { registrationBody, registrationPassword, type RegistrantValues } from './support/registration-fixtures.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

type FieldErrors = { path: string; message: string }[];

describe.each(testDrivers)('registration on %s', (driver) => {
  let ctx: TestApp;
  let networkId: string;
  let skillIds: Map<string, string>;
  let people: ReturnType<typeof sessionBook>;
  let address = 0;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    await people.add('hubhead@demo.example', 'backoffice@demo.example');
    networkId = await demoNetworkId(ctx.database.db);
    const catalogue = (await ctx.app.inject({ method: 'GET', url: '/api/profile/skill' })).json<SkillCatalogue>();
    skillIds = new Map(catalogue.flatMap((category) => category.skills.map((skill) => [skill.code, skill.id])));
  });
  afterAll(async () => ctx.close());

  /** Each registration comes from its own address, so the rate limit is met only where a test asks for it. */
  const register = (body: object, remoteAddress = `10.0.0.${String((address += 1))}`) =>
    ctx.app.inject({ method: 'POST', url: '/api/profile/profile/register', payload: body, remoteAddress });
  const asUser = (user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    people.of(`${user}@demo.example`).call(method, url, payload);
  const accountExists = async (email: string) =>
    (await ctx.database.db.$count(accounts, eq(accounts.email, email))) > 0;
  const profileExists = async (email: string) =>
    (await ctx.database.db.$count(profiles, eq(profiles.email, email))) > 0;
  const organizationWithVat = (vat: string) => ctx.database.db.$count(organizations, eq(organizations.vatNumber, vat));
  const invitationToken = async (inviter: string, path: string, payload: object, email: string) => {
    const sent = await asUser(inviter, 'POST', path, payload);
    expect(sent.statusCode, sent.body).toBe(201);
    await mailSettled(ctx.app);
    const link = registrationLinkIn((await lastMailTo(ctx.config.mail.outboxDir, email))?.text ?? '') ?? '';
    return { link, token: new URL(link).searchParams.get('token') ?? '' };
  };

  it('serves the skill catalogue by category, with the spec skills and the energy-efficiency ones', async () => {
    const catalogue = (await ctx.app.inject({ method: 'GET', url: '/api/profile/skill' })).json<SkillCatalogue>();
    const names = new Map(catalogue.flatMap((category) => category.skills.map((skill) => [skill.code, skill.name])));
    expect(
      Object.fromEntries(
        ['RevitArchitecture', 'GestioneAppalti', 'ArcView', 'PM', 'RedazionePerizie'].map((code) => [
          code,
          names.get(code),
        ]),
      ),
    ).toEqual({
      RevitArchitecture: 'Revit Architecture',
      GestioneAppalti: 'Gestione di appalti',
      ArcView: 'ArcView',
      PM: 'Gestione progetti',
      RedazionePerizie: 'Redazione perizie',
    });
    expect(
      catalogue.find((category) => category.code === 'EnergyEfficiency')?.skills.map((skill) => skill.name),
    ).toContain('Attestato di prestazione energetica (APE)');
    const categories = (await ctx.app.inject({ method: 'GET', url: '/api/profile/skill/category' })).json<
      SkillCategory[]
    >();
    expect(categories.map((category) => category.id)).toEqual(catalogue.map((category) => category.id));
    expect(categories.map((category) => category.name)).toContain('Efficienza energetica');
  });

  it('creates a designer with everything in one go; they log in and init shows the Waiting role', async () => {
    const chosen = [skillIds.get('PM') ?? '', skillIds.get('EnergyAudit') ?? ''];
    const values: RegistrantValues = {
      email: 'Laura.Verdi@Example.it',
      phone: '3351112233',
      vatNumber: '09876543217',
      skillIds: chosen,
    };
    const response = await register(registrationBody('designer', values));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'laura.verdi@example.it',
      roleName: 'Designer',
      status: 'Waiting',
      networkName: 'Rete Demo HappyWay',
    });

    const { db } = ctx.database;
    const [profile] = await db.select().from(profiles).where(eq(profiles.email, 'laura.verdi@example.it'));
    expect(profile).toMatchObject({
      firstName: 'Laura',
      lastName: 'Verdi',
      phone: '3351112233',
      fiscalCode: 'RSSMRA85M01H501Q',
      placeOfBirth: 'Roma',
      dob: '1985-08-01',
      userType: 'Designer',
      networkId,
      skillDescription: 'Rilievi con drone',
    });
    const [account] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.id, profile?.subject ?? ''));
    expect(account?.email).toBe('laura.verdi@example.it');
    expect(account?.passwordHash).toMatch(/^scrypt\$/);
    const [organization] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.id, profile?.organizationId ?? ''));
    expect(organization).toMatchObject({
      name: 'Studio Verdi Energia',
      vatNumber: '09876543217',
      fiscalCode: '09876543217',
      province: 'RM',
      address: 'Via Cavour 12, 00184 Roma (RM), Italia',
      website: 'https://www.studioverdi.it',
      publicDescription: 'Riqualificazione energetica di condomìni a Roma.',
    });
    expect(
      await db
        .select({ fiscalCode: legalContacts.fiscalCode, lastName: legalContacts.lastName })
        .from(legalContacts)
        .where(eq(legalContacts.organizationId, organization?.id ?? '')),
    ).toEqual([{ fiscalCode: 'RSSMRA85M01H501Q', lastName: 'Rossi' }]);
    const chosenRows = await db
      .select({ skillId: profileSkills.skillId })
      .from(profileSkills)
      .where(eq(profileSkills.profileId, profile?.id ?? ''));
    expect(chosenRows.map((row) => row.skillId).sort()).toEqual([...chosen].sort());
    const [designer] = await db
      .select()
      .from(designerProfiles)
      .where(eq(designerProfiles.profileId, profile?.id ?? ''));
    expect(designer).toMatchObject({
      professionalCategory: 'Architect',
      yearsOfExperience: 12,
      employeesNumber: 3,
      collaboratorsNumber: null,
      averageCostOfWork: 8_500_050,
      chamberOfCommerceNumber: 'RM-123456',
      taxCode: '09876543217',
    });
    expect(
      await db
        .select({ roleId: userRoles.roleId, status: userRoles.status, page: userRoles.page })
        .from(userRoles)
        .where(eq(userRoles.profileId, profile?.id ?? '')),
    ).toEqual([{ roleId: appRoles.Designer, status: 'Waiting', page: null }]);

    const noticeFor = async (email: string) =>
      db.$count(
        notifications,
        and(eq(notifications.profileId, await profileIdOf(db, email)), eq(notifications.kind, 'membership.waiting')),
      );
    expect([
      await noticeFor('backoffice@demo.example'),
      await noticeFor('backofficeadmin@demo.example'),
      await noticeFor('hubhead@demo.example'),
    ]).toEqual([1, 1, 1]);
    expect(await noticeFor('designer@demo.example')).toBe(0);
    await mailSettled(ctx.app);
    const mail = await lastMailTo(ctx.config.mail.outboxDir, 'laura.verdi@example.it');
    expect(mail?.subject).toBe('Registrazione ricevuta: il tuo profilo HappyWay è in attesa di approvazione');
    expect(mail?.text).toContain('come Professionista nella rete «Rete Demo HappyWay» è stata ricevuta');

    const laura = await session(ctx.app, 'laura.verdi@example.it', registrationPassword);
    expect(laura.token).toBeTruthy();
    const init = await laura.get('/profile/init');
    expect(init.statusCode).toBe(200);
    expect(init.json<UserInit>()).toMatchObject({
      roles: [{ roleId: 103, roleName: 'Designer', status: 'Waiting', page: null }],
      missingAgreements: [],
    });
  });

  it('refuses a body that breaks the step rules with each field and its spec message, and creates nothing', async () => {
    const body = registrationBody('designer', {
      email: 'errori@example.it',
      phone: '+393351112233',
      vatNumber: '12345678901',
    });
    const user = {
      ...(body.user as object),
      fiscalCode: 'RSSMRA85M01H501X',
      confirmPassword: 'Altra-Password-1',
      dob: '2020-01-01',
      agreement: false,
    };
    const company = { ...(body.company as object), zip: '', street: ' ' };
    const response = await register({ ...body, user, company, skills: { skillIds: [], skillDescription: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: FieldErrors }>().errors).toEqual(
      expect.arrayContaining([
        { path: 'user.phone', message: 'Deve essere un numero di telefono valido senza prefisso internazionale.' },
        { path: 'user.fiscalCode', message: 'Il codice fiscale non è valido.' },
        { path: 'user.dob', message: 'Data di nascita non valida. Devi essere maggiorenne!' },
        { path: 'user.agreement', message: 'Accetta i termini per continuare' },
        { path: 'user.confirmPassword', message: 'Passwords non coincidenti' },
        { path: 'company.vatNumber', message: 'Partita IVA non valida' },
        { path: 'company.zip', message: 'Il CAP è necessario ai fini della geolocalizzazione' },
        { path: 'company.street', message: 'La via è necessaria ai fini della geolocalizzazione' },
        { path: 'skills.skillIds', message: 'Scegli almeno una competenza o descrivi le tue competenze' },
      ]),
    );
    expect(await accountExists('errori@example.it')).toBe(false);
  });

  it('refuses an unknown flow and a skill outside the catalogue', async () => {
    const values = { email: 'flusso@example.it', phone: '3350000001', vatNumber: '12345123454' };
    const unknownFlow = await register({ ...registrationBody('designer', values), flow: 'capo' });
    expect(unknownFlow.statusCode).toBe(400);
    expect(unknownFlow.json()).toMatchObject({
      message: 'Percorso di registrazione non valido',
      errors: [{ path: 'flow', message: 'Percorso di registrazione non valido' }],
    });
    const unknownSkill = await register(
      registrationBody('designer', { ...values, skillIds: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(unknownSkill.statusCode).toBe(400);
    expect(unknownSkill.json()).toMatchObject({
      errors: [{ path: 'skills.skillIds', message: 'Competenza non valida' }],
    });
    expect(await accountExists('flusso@example.it')).toBe(false);
  });

  it('refuses an e-mail and a phone already registered with 409 and their messages, and creates nothing', async () => {
    const response = await register(
      registrationBody('designer', { email: 'DESIGNER@demo.example', phone: '3331234567', vatNumber: '05555555555' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<{ errors: FieldErrors }>().errors).toEqual([
      { path: 'user.email', message: 'Email già in uso' },
      { path: 'user.phone', message: 'Numero di telefono non valido' },
    ]);
    expect(await organizationWithVat('05555555555')).toBe(0);
  });

  it('refuses a VAT number already registered with 409, leaving no account and no profile', async () => {
    const response = await register(
      registrationBody('designer', { email: 'iva@example.it', phone: '3350000002', vatNumber: '01234567897' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Partita IVA già registrata',
      errors: [{ path: 'company.vatNumber', message: 'Partita IVA già registrata' }],
    });
    expect([await accountExists('iva@example.it'), await profileExists('iva@example.it')]).toEqual([false, false]);
  });

  it('rolls back account, profile and role when the VAT number is taken at the last insert', async () => {
    const { db } = ctx.database;
    const body = registrationBody('local-manager', {
      email: 'ultimo@example.it',
      phone: '3350000003',
      vatNumber: '01234567897',
    });
    const request = registrationRequestSchemas('2026-01-10')['local-manager'].parse(body);
    const failure = await db
      .transaction((tx) =>
        insertMember(tx, { request, login: { passwordHash: 'x' }, networkId, roleName: 'LocalManager' }),
      )
      .then(
        () => null,
        (error: unknown) => conflictOfInsert(error),
      );
    expect(failure).toMatchObject({
      statusCode: 409,
      errors: [{ path: 'company.vatNumber', message: 'Partita IVA già registrata' }],
    });
    expect([await accountExists('ultimo@example.it'), await profileExists('ultimo@example.it')]).toEqual([
      false,
      false,
    ]);
    expect(await db.$count(userRoles, sql`${userRoles.profileId} not in (select id from profiles)`)).toBe(0);
  });

  it('lets only one of two simultaneous registrations with the same VAT number through', async () => {
    const [first, second] = await Promise.all([
      register(
        registrationBody('designer', {
          email: 'gara1@example.it',
          phone: '3350000004',
          vatNumber: '07777777777',
          skillIds: [skillIds.get('PM') ?? ''],
        }),
      ),
      register(
        registrationBody('designer', {
          email: 'gara2@example.it',
          phone: '3350000005',
          vatNumber: '07777777777',
          skillIds: [skillIds.get('PM') ?? ''],
        }),
      ),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toMatchObject({
      errors: [{ path: 'company.vatNumber', message: 'Partita IVA già registrata' }],
    });
    expect(
      [await accountExists('gara1@example.it'), await accountExists('gara2@example.it')].filter(Boolean),
    ).toHaveLength(1);
    expect(await organizationWithVat('07777777777')).toBe(1);
  });

  it('refuses a network code that does not exist with the spec message on the field', async () => {
    const response = await register(
      registrationBody('designer', {
        email: 'codice@example.it',
        phone: '3350000006',
        vatNumber: '08888888883',
        networkCode: 'NESSUNA1',
        skillIds: [skillIds.get('PM') ?? ''],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Codice non trovato! Riprova',
      errors: [{ path: 'network.networkCode', message: 'Codice non trovato! Riprova' }],
    });
    expect(await accountExists('codice@example.it')).toBe(false);
  });

  it('registers through an invitation with its role, spends it, and answers 403 when it is used again', async () => {
    const { token } = await invitationToken(
      'hubhead',
      '/profile/invitation/',
      { role: 'LocalManager', emails: ['locale@example.it'] },
      'locale@example.it',
    );
    const values = { email: 'Locale@Example.it', phone: '3350000007', vatNumber: '02468135799', token };
    const response = await register(registrationBody('local-manager', values));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ roleName: 'LocalManager', status: 'Waiting' });
    const profileId = await profileIdOf(ctx.database.db, 'locale@example.it');
    const [invitation] = await ctx.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'locale@example.it'));
    expect(invitation).toMatchObject({ usedBy: profileId });
    expect(invitation?.usedAt).toBeInstanceOf(Date);
    expect(
      await ctx.database.db
        .select({ roleId: userRoles.roleId, status: userRoles.status })
        .from(userRoles)
        .where(eq(userRoles.profileId, profileId)),
    ).toEqual([{ roleId: appRoles.LocalManager, status: 'Waiting' }]);
    expect(await ctx.database.db.$count(designerProfiles, eq(designerProfiles.profileId, profileId))).toBe(0);

    const again = await register(
      registrationBody('local-manager', {
        ...values,
        email: 'locale@example.it',
        phone: '3350000008',
        vatNumber: '01357924685',
      }),
    );
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: 'Token non più valido' });
  });

  it('refuses an invitation used with another e-mail, another network code or another flow, and leaves it usable', async () => {
    const { token } = await invitationToken(
      'hubhead',
      '/profile/invitation/',
      { role: 'Designer', emails: ['invitata@example.it'] },
      'invitata@example.it',
    );
    const values = {
      email: 'altra@example.it',
      phone: '3350000009',
      vatNumber: '01357924685',
      token,
      skillIds: [skillIds.get('PM') ?? ''],
    };
    const otherEmail = await register(registrationBody('designer', values));
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json()).toMatchObject({
      errors: [{ path: 'user.email', message: "Usa l'email a cui è arrivato l'invito" }],
    });
    const otherCode = await register(
      registrationBody('designer', { ...values, email: 'invitata@example.it', networkCode: 'NORD2026' }),
    );
    expect(otherCode.json()).toMatchObject({
      statusCode: 400,
      errors: [{ path: 'network.networkCode', message: "Il codice rete non corrisponde a quello dell'invito" }],
    });
    const otherFlow = await register(registrationBody('local-manager', { ...values, email: 'invitata@example.it' }));
    expect(otherFlow.json()).toMatchObject({ statusCode: 400, errors: [{ path: 'token' }] });
    expect(await accountExists('altra@example.it')).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/profile/invitation/token/${token}` })).statusCode).toBe(
      200,
    );
    const unknown = await register(registrationBody('designer', { ...values, token: 'inventato' }));
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Il token non esistente' });
  });

  it('registers a district manager invited by back office as a Waiting hub head, asking for PEC and SDI code', async () => {
    const { token } = await invitationToken(
      'backoffice',
      '/happyway/invitations',
      { networkId, role: 'HubHead', emails: ['capo.nuovo@example.it'] },
      'capo.nuovo@example.it',
    );
    const values = { email: 'capo.nuovo@example.it', phone: '3350000010', vatNumber: '01357924685', token };
    const body = registrationBody('district-manager', values);
    const missing = await register({
      ...body,
      company: { ...(body.company as object), certifiedEmail: '', electronicInvoicingCode: 'ABC' },
    });
    expect(missing.json<{ errors: FieldErrors }>().errors).toEqual([
      { path: 'company.certifiedEmail', message: 'Il campo PEC è richiesto' },
      {
        path: 'company.electronicInvoicingCode',
        message: 'Il codice SDI deve contenere esattamente 7 lettere o cifre',
      },
    ]);
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(201);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.email, 'capo.nuovo@example.it'));
    expect(profile?.userType).toBe('DistrictManager');
    expect(
      await ctx.database.db
        .select({ roleId: userRoles.roleId, status: userRoles.status })
        .from(userRoles)
        .where(eq(userRoles.profileId, profile?.id ?? '')),
    ).toEqual([{ roleId: appRoles.HubHead, status: 'Waiting' }]);
    const [organization] = await ctx.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, profile?.organizationId ?? ''));
    expect(organization).toMatchObject({
      certifiedEmail: 'studio@pec.it',
      electronicInvoicingCode: 'M5UXCR1',
      publicDescription: null,
    });
  });

  it('accepts the current version of the privacy policy and terms, not an older one', async () => {
    const { db } = ctx.database;
    const [privacyV2] = await db
      .insert(agreements)
      .values({ kind: 'privacy', version: 2, required: true, title: 'Informativa 2', body: 'Nuovo testo.' })
      .returning();
    const response = await register(
      registrationBody('designer', {
        email: 'versione@example.it',
        phone: '3350000011',
        vatNumber: '12345123454',
        skillIds: [skillIds.get('ArcView') ?? ''],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const profileId = await profileIdOf(db, 'versione@example.it');
    const accepted = await db
      .select({ kind: agreements.kind, version: agreements.version })
      .from(agreementAcceptances)
      .innerJoin(agreements, eq(agreements.id, agreementAcceptances.agreementId))
      .where(eq(agreementAcceptances.profileId, profileId));
    expect(accepted.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'privacy', version: 2 },
      { kind: 'terms', version: 1 },
    ]);
    const init = await (await session(ctx.app, 'versione@example.it', registrationPassword)).get('/profile/init');
    expect(init.json<UserInit>().missingAgreements).toEqual([]);
    await db.delete(agreementAcceptances).where(eq(agreementAcceptances.agreementId, privacyV2?.id ?? ''));
    await db.delete(agreements).where(eq(agreements.id, privacyV2?.id ?? ''));
  });

  it('refuses to register when the external issuer has no admin client to create the account, creating nothing', async () => {
    const body = registrationBody('designer', {
      email: 'esterno@example.it',
      phone: '3350000012',
      vatNumber: '05555555555',
      skillIds: [skillIds.get('PM') ?? ''],
    });
    const deps = {
      mailer: { send: () => Promise.resolve(null) },
      publicUrl: ctx.config.publicUrl,
      externalIssuer: { issuer: 'https://login.example.it/realms/happyway', accounts: undefined },
    };
    await expect(registerMember(ctx.database.db, deps, body, new Date())).rejects.toMatchObject({ statusCode: 503 });
    expect(await accountExists('esterno@example.it')).toBe(false);
  });

  it('undoes everything when the confirmation e-mail cannot be queued, and says the service is unavailable', async () => {
    const body = registrationBody('designer', {
      email: 'posta@example.it',
      phone: '3350000013',
      vatNumber: '05555555555',
      skillIds: [skillIds.get('PM') ?? ''],
    });
    const deps = {
      mailer: { send: () => Promise.reject(new Error('smtp down')) },
      publicUrl: ctx.config.publicUrl,
      externalIssuer: null,
    };
    await expect(registerMember(ctx.database.db, deps, body, new Date())).rejects.toMatchObject({
      statusCode: 503,
      message:
        'Servizio momentaneamente non disponibile: la registrazione non è stata salvata. Riprova tra qualche istante.',
    });
    expect([
      await accountExists('posta@example.it'),
      await profileExists('posta@example.it'),
      await organizationWithVat('05555555555'),
    ]).toEqual([false, false, 0]);
  });

  it('limits registrations from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      statuses.push((await register({ flow: 'designer' }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await register({ flow: 'designer' }, '10.9.9.9')).json()).toMatchObject({
      message: 'Troppe richieste: riprova tra poco.',
    });
    expect((await register({ flow: 'designer' }, '10.9.9.10')).statusCode).toBe(400);
  });
});
