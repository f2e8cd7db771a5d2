import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '../../domain/format.ts';
import { appointmentParticipants, appointments, networks, profiles, projects } from '../../server/db/schema/index.ts';
import { sessionBook, type Method } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface Appointment {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  projectId: string | null;
  projectName: string | null;
  attended: boolean | null;
  organiserId: string;
  organiserName: string;
  participants: string[];
  participantNames: string;
  overlaps: boolean;
  editable: boolean;
}
interface Page {
  data: Appointment[];
  total: number;
}
interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { path: string; message: string }[];
}

const designer = 'designer@demo.example';
const hubhead = 'hubhead@demo.example';
const specialist = 'specialist@demo.example';
const backoffice = 'backoffice@demo.example';
const finaluser = 'finaluser@demo.example';
const localmanager = 'localmanager@demo.example';
const writes = '/happyway/appointments';
const listPath = '/agenda/appointment';
const hour = 3_600_000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

describe.each(testDrivers)('generated CRUD of appointments on %s', (driver) => {
  let ctx: TestApp;
  let people: ReturnType<typeof sessionBook>;
  const ids = new Map<string, string>();
  let visibleProject = '';
  let hiddenProject = '';
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    const { db } = ctx.database;
    const [other] = await db.insert(networks).values({ name: 'Rete Nord', code: 'NORD2026' }).returning();
    // The specialist works in another network: the designer may not invite them.
    await db
      .update(profiles)
      .set({ networkId: other?.id ?? null })
      .where(eq(profiles.email, specialist));
    for (const email of [designer, hubhead, specialist, backoffice, finaluser, localmanager]) {
      await people.add(email);
      const [profile] = await db.select().from(profiles).where(eq(profiles.email, email));
      ids.set(email, profile?.id ?? '');
    }
    const [mine] = await db
      .insert(projects)
      .values({ name: 'Condominio Aurora', type: 'Standard', status: 'Draft', assigneeId: ids.get(designer) ?? null })
      .returning();
    const [notMine] = await db
      .insert(projects)
      .values({ name: 'Villa Nord', type: 'Standard', status: 'Draft', networkId: other?.id ?? null })
      .returning();
    visibleProject = mine?.id ?? '';
    hiddenProject = notMine?.id ?? '';
  });
  afterAll(async () => ctx.close());

  const id = (email: string) => ids.get(email) ?? '';
  const call = (email: string, method: Method, url: string, payload?: object) =>
    people.of(email).call(method, url, payload);
  const create = async (email: string, body: object) => {
    const response = await call(email, 'POST', writes, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Appointment>();
  };
  const meeting = (email: string, title: string, from: number, to: number, extra: object = {}) =>
    create(email, { title, startsAt: at(from), endsAt: at(to), ...extra });
  const titles = async (email: string, query: string) => {
    const response = await call(email, 'GET', `${listPath}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<Page>()
      .data.map((row) => row.title)
      .sort();
  };
  const rowCount = async () => (await ctx.database.db.select({ value: count() }).from(appointments))[0]?.value ?? 0;
  const expectError = (response: Awaited<ReturnType<typeof call>>, status: number, message: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<ErrorBody>().message).toBe(message);
  };

  it('makes the caller the organiser and keeps participants, project and names on the record', async () => {
    const created = await create(designer, {
      title: 'Sopralluogo Aurora',
      startsAt: '2030-03-04T08:00:00.000Z',
      endsAt: '2030-03-04T09:30:00+01:00',
      place: 'Via Roma 1, Milano',
      participants: [id(hubhead), id(hubhead), id(localmanager)],
      projectId: visibleProject,
      organiserId: id(hubhead),
      attended: true,
    });
    expect(created).toMatchObject({
      title: 'Sopralluogo Aurora',
      startsAt: '2030-03-04T08:00:00.000Z',
      endsAt: '2030-03-04T08:30:00.000Z',
      place: 'Via Roma 1, Milano',
      organiserId: id(designer),
      organiserName: 'Marco Rossi',
      attended: null,
      overlaps: false,
      editable: true,
      projectId: visibleProject,
      projectName: 'Condominio Aurora',
      participantNames: 'Giulia Ferri, Roberta Marino',
    });
    expect([...created.participants].sort()).toEqual([id(hubhead), id(localmanager)].sort());
    const notices = (await call(hubhead, 'GET', '/notification/notification')).json<{
      data: { kind: string; link: string }[];
    }>().data;
    expect(notices).toContainEqual(
      expect.objectContaining({ kind: 'appointment.invited', link: `/appointment/show/${created.id}` }),
    );

    const people = (await call(designer, 'GET', `${listPath}/options/participants`)).json<{
      data: { id: string; label: string }[];
    }>().data;
    expect(people.map((person) => person.label)).toEqual(expect.arrayContaining(['Giulia Ferri', 'Roberta Marino']));
    expect(people.map((person) => person.id)).not.toContain(id(finaluser));
    expect(people.map((person) => person.id)).not.toContain(id(specialist));
    expect(people.map((person) => person.id)).not.toContain(id(designer));
    const everyone = (await call(backoffice, 'GET', `${listPath}/options/participants`))
      .json<{ data: { id: string }[] }>()
      .data.map((person) => person.id);
    expect(everyone).toContain(id(specialist));
    const choices = (await call(designer, 'GET', `${listPath}/options/projectId`)).json<{
      data: { id: string; label: string }[];
    }>().data;
    expect(choices).toContainEqual({
      id: visibleProject,
      label: 'Condominio Aurora',
      hint: `Marco Rossi · creato il ${formatDay(new Date())}`,
    });
    expect(choices.map((choice) => choice.id)).not.toContain(hiddenProject);
  });

  it('refuses malformed bodies, outsiders and hidden projects with Italian messages, writing nothing', async () => {
    const before = await rowCount();
    const cases: [object, { path: string; message: string }][] = [
      [
        { startsAt: at(1), endsAt: at(2) },
        { path: 'title', message: 'Il campo Titolo è richiesto' },
      ],
      [
        { title: 'Senza inizio', endsAt: at(2) },
        { path: 'startsAt', message: 'Il campo Inizio è richiesto' },
      ],
      [
        { title: 'Data sbagliata', startsAt: '32/01/2030 10:00', endsAt: at(2) },
        { path: 'startsAt', message: 'Il campo Inizio deve essere una data e ora valida' },
      ],
      [
        { title: 'Al contrario', startsAt: at(3), endsAt: at(2) },
        { path: 'endsAt', message: "La fine dell'appuntamento deve essere successiva all'inizio" },
      ],
      [
        { title: 'Istantaneo', startsAt: at(3), endsAt: at(3) },
        { path: 'endsAt', message: "La fine dell'appuntamento deve essere successiva all'inizio" },
      ],
      [
        { title: 'Invito fuori rete', startsAt: at(1), endsAt: at(2), participants: [id(specialist)] },
        { path: 'participants', message: 'Puoi invitare solo persone della tua rete' },
      ],
      [
        { title: 'Invito non valido', startsAt: at(1), endsAt: at(2), participants: ['mario'] },
        { path: 'participants.0', message: 'Puoi invitare solo persone della tua rete' },
      ],
      [
        { title: 'Invito al cliente', startsAt: at(1), endsAt: at(2), participants: [id(finaluser)] },
        { path: 'participants', message: 'Puoi invitare solo persone della tua rete' },
      ],
      [
        { title: 'Progetto altrui', startsAt: at(1), endsAt: at(2), projectId: hiddenProject },
        { path: 'projectId', message: 'Progetto non trovato tra quelli che puoi vedere' },
      ],
    ];
    for (const [body, error] of cases) {
      const response = await call(designer, 'POST', writes, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ErrorBody>().errors).toContainEqual(error);
    }
    expect(await rowCount()).toBe(before);
    const existing = await meeting(designer, 'Da non toccare', 5, 6);
    expect(
      (await call(designer, 'PUT', `${writes}/${existing.id}`, { title: 'Toccato', startsAt: at(6), endsAt: at(5) }))
        .statusCode,
    ).toBe(400);
    expect((await call(designer, 'GET', `${writes}/${existing.id}`)).json<Appointment>().title).toBe('Da non toccare');
  });

  it('shows an appointment to its organiser, its participants and back office only; only the organiser changes it', async () => {
    const shared = await meeting(designer, 'Matrice riunione', 24, 25, { participants: [id(hubhead)] });
    await meeting(specialist, 'Matrice altra rete', 24, 25);
    expect(await titles(designer, 'q=Matrice')).toEqual(['Matrice riunione']);
    expect(await titles(hubhead, 'q=Matrice')).toEqual(['Matrice riunione']);
    expect(await titles(finaluser, 'q=Matrice')).toEqual([]);
    expect(await titles(backoffice, 'q=Matrice')).toEqual(['Matrice altra rete', 'Matrice riunione']);

    expect((await call(hubhead, 'GET', `${writes}/${shared.id}`)).json<Appointment>()).toMatchObject({
      editable: false,
      participantNames: 'Giulia Ferri',
    });
    const update = { title: 'Cambiata', startsAt: at(24), endsAt: at(26), participants: [id(hubhead)] };
    expectError(
      await call(hubhead, 'PUT', `${writes}/${shared.id}`, update),
      403,
      "Solo chi organizza l'appuntamento può modificarlo o eliminarlo.",
    );
    expectError(
      await call(hubhead, 'DELETE', `${writes}/${shared.id}`),
      403,
      "Solo chi organizza l'appuntamento può modificarlo o eliminarlo.",
    );
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', update],
      ['DELETE', undefined],
    ] as const) {
      expectError(await call(finaluser, method, `${writes}/${shared.id}`, body), 404, 'Elemento non trovato');
    }
    expect((await call(hubhead, 'GET', `${listPath}/${shared.id}`)).statusCode).toBe(404);

    const moved = await call(designer, 'PUT', `${writes}/${shared.id}`, {
      ...update,
      participants: [id(localmanager)],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Appointment>()).toMatchObject({ title: 'Cambiata', participantNames: 'Roberta Marino' });
    expect(await titles(hubhead, 'q=Cambiata')).toEqual([]);
    expect(await titles(localmanager, 'q=Cambiata')).toEqual(['Cambiata']);
    expect(
      (
        await call(backoffice, 'PUT', `${writes}/${shared.id}`, {
          ...update,
          title: 'Corretta dal back office',
          participants: [id(localmanager)],
        })
      ).statusCode,
    ).toBe(200);

    expect((await call(designer, 'DELETE', `${writes}/${shared.id}`)).statusCode).toBe(204);
    const left = await ctx.database.db
      .select()
      .from(appointmentParticipants)
      .where(eq(appointmentParticipants.appointmentId, shared.id));
    expect(left).toEqual([]);
  });

  it('answers 400 for unknown list parameters and filters by period in Rome days', async () => {
    const cases: [string, string, string][] = [
      ['color=red', 'color', 'Parametro non riconosciuto: color'],
      ['order=place:asc', 'order', 'Campo non ordinabile: place'],
      ['order=overlaps:desc', 'order', 'Campo non ordinabile: overlaps'],
      ['place=Milano', 'place', 'Filtro non ammesso sul campo: place'],
      ['startsAtFrom=2030-13-01', 'startsAtFrom', 'Il filtro deve essere una data nel formato AAAA-MM-GG'],
      ['attended=forse', 'attended', "Il filtro deve valere 'true' o 'false'"],
    ];
    for (const [query, parameter, message] of cases) {
      const response = await call(designer, 'GET', `${listPath}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual([{ path: parameter, message }]);
    }
    // 23:30 UTC on 9 June is already 10 June in Rome (summer time).
    await create(designer, {
      title: 'Periodo tarda sera',
      startsAt: '2031-06-09T23:30:00Z',
      endsAt: '2031-06-10T00:30:00Z',
    });
    await create(designer, {
      title: 'Periodo pomeriggio',
      startsAt: '2031-06-09T15:00:00Z',
      endsAt: '2031-06-09T16:00:00Z',
    });
    expect(await titles(designer, 'q=Periodo&startsAtFrom=2031-06-10&startsAtTo=2031-06-10')).toEqual([
      'Periodo tarda sera',
    ]);
    expect(await titles(designer, 'q=Periodo&startsAtFrom=2031-06-09&startsAtTo=2031-06-09')).toEqual([
      'Periodo pomeriggio',
    ]);
    expect(await titles(designer, 'q=Periodo&startsAtFrom=2031-06-01')).toEqual([
      'Periodo pomeriggio',
      'Periodo tarda sera',
    ]);
  });

  it('lets only the organiser say an appointment took place, and only once it has started', async () => {
    const upcoming = await meeting(designer, 'Futuro', 48, 49, { participants: [id(hubhead)] });
    const started = await meeting(designer, 'Iniziato', -1, 1, { participants: [id(hubhead)] });
    const mark = (email: string, appointment: Appointment, attended: unknown) =>
      call(email, 'PUT', `${writes}/${appointment.id}/attended`, { attended });

    expectError(
      await mark(designer, upcoming, true),
      409,
      "Potrai indicare se l'appuntamento si è svolto solo dopo il suo inizio.",
    );
    expectError(
      await mark(hubhead, started, true),
      403,
      "Solo chi organizza l'appuntamento può indicare se si è svolto.",
    );
    expectError(await mark(finaluser, started, true), 404, 'Elemento non trovato');
    expectError(
      await mark(backoffice, started, true),
      403,
      "Solo chi organizza l'appuntamento può indicare se si è svolto.",
    );
    expect((await mark(designer, started, 'sì')).statusCode).toBe(400);
    expect((await call(designer, 'GET', `${writes}/${started.id}`)).json<Appointment>().attended).toBeNull();

    const marked = await mark(designer, started, true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<Appointment>()).toMatchObject({ id: started.id, attended: true, organiserName: 'Marco Rossi' });
    expect((await mark(designer, started, false)).json<Appointment>().attended).toBe(false);
    // An update of the appointment never changes `attended`.
    await call(designer, 'PUT', `${writes}/${started.id}`, {
      title: 'Iniziato',
      startsAt: started.startsAt,
      endsAt: started.endsAt,
      participants: [id(hubhead)],
      attended: true,
    });
    expect((await call(hubhead, 'GET', `${writes}/${started.id}`)).json<Appointment>().attended).toBe(false);
    expect(await titles(designer, 'attended=false')).toEqual(['Iniziato']);
  });

  it("flags an appointment that overlaps another of the same organiser, and no one else's", async () => {
    const first = await meeting(designer, 'Sovrapposto A', 100, 102);
    const second = await meeting(designer, 'Sovrapposto B', 101, 103);
    const after = await meeting(designer, 'Sovrapposto C', 103, 104);
    const others = await meeting(hubhead, 'Sovrapposto capo hub', 100, 104);
    const flags = async (email: string) =>
      Object.fromEntries(
        (await call(email, 'GET', `${listPath}?q=Sovrapposto`))
          .json<Page>()
          .data.map((row) => [row.title, row.overlaps]),
      );
    expect(await flags(backoffice)).toEqual({
      'Sovrapposto A': true,
      'Sovrapposto B': true,
      'Sovrapposto C': false,
      'Sovrapposto capo hub': false,
    });
    expect((await call(designer, 'GET', `${writes}/${first.id}`)).json<Appointment>().overlaps).toBe(true);
    expect([second.overlaps, after.overlaps, others.overlaps]).toEqual([true, false, false]);
  });

  it('exports as CSV only what the caller sees, with Rome times and Italian headers', async () => {
    await create(designer, {
      title: 'Esporta visita',
      startsAt: '2032-01-15T09:00:00Z',
      endsAt: '2032-01-15T10:15:00Z',
      place: 'Bergamo',
      participants: [id(hubhead)],
    });
    const rows = async (email: string) => {
      const response = await call(email, 'GET', `${listPath}/export.csv?q=Esporta`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/filename="appointment-\d{4}-\d{2}-\d{2}\.csv"/);
      return response.body.slice(1).trimEnd().split('\r\n');
    };
    const lines = await rows(hubhead);
    expect(lines).toEqual([
      'Titolo;Inizio;Fine;Luogo;Organizzatore;Partecipanti;Progetto;Svolto;Sovrapposto;Note',
      'Esporta visita;15/01/2032 10:00;15/01/2032 11:15;Bergamo;Marco Rossi;Giulia Ferri;;;No;',
    ]);
    expect(await rows(finaluser)).toHaveLength(1);
    expect(await rows(backoffice)).toHaveLength(2);
  });

  it('documents the list under /agenda and the writes and the attended call under /happyway', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(Object.keys(doc.paths[listPath] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths[writes] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths[`${writes}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(doc.paths[`${writes}/{id}/attended`]?.put?.tags).toEqual(['appointment']);
    expect(doc.paths[`${listPath}/export.csv`]?.get?.tags).toEqual(['appointment']);
  });
});
