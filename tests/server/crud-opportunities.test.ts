import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, romeCalendarDate } from '../../domain/rules/calendar.ts';
import { networks, opportunities, profiles } from '../../server/db/schema/index.ts';
import { sessionBook, type Method } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

interface Opportunity {
  id: string;
  title: string;
  description: string | null;
  value: number;
  financingRequest: number;
  status: string;
  creatorId: string;
  creatorName: string;
  creatorEmail: string;
  networkId: string | null;
  networkName?: string | null;
  createdAt: string;
  submittedAt: string | null;
  editable?: boolean;
}
interface Page {
  data: Opportunity[];
  total: number;
}
interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { path: string; message: string }[];
}
interface HistoryEntry {
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  changedByName: string | null;
  changedAt: string;
}

const designer = 'designer@demo.example';
const specialist = 'specialist@demo.example';
const hubhead = 'hubhead@demo.example';
const backoffice = 'backoffice@demo.example';
const finaluser = 'finaluser@demo.example';
const path = '/happyway/opportunities';
const register = '/happyway/opportunity-register';
const roleRefused = 'Operazione non consentita per il tuo ruolo.';

describe.each(testDrivers)('generated CRUD of opportunities and their register on %s', (driver) => {
  let ctx: TestApp;
  let otherNetworkId = '';
  let demoNetworkId = '';
  let people: ReturnType<typeof sessionBook>;
  const profileIds = new Map<string, string>();
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = sessionBook(ctx.app);
    const { db } = ctx.database;
    const [other] = await db.insert(networks).values({ name: 'Rete Nord', code: 'NORD2026' }).returning();
    otherNetworkId = other?.id ?? '';
    // The specialist works in another network: the demo hub head must not see their opportunities.
    await db.update(profiles).set({ networkId: otherNetworkId }).where(eq(profiles.email, specialist));
    for (const email of [designer, specialist, hubhead, backoffice, finaluser]) {
      await people.add(email);
      const [profile] = await db.select().from(profiles).where(eq(profiles.email, email));
      profileIds.set(email, profile?.id ?? '');
      if (email === designer) demoNetworkId = profile?.networkId ?? '';
    }
  });
  afterAll(async () => ctx.close());

  const call = (email: string, method: Method, url: string, payload?: object) =>
    people.of(email).call(method, url, payload);
  const create = async (email: string, body: object) => {
    const response = await call(email, 'POST', path, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Opportunity>();
  };
  const draft = (email: string, title: string, value = 100_000, financingRequest = 60_000) =>
    create(email, { title, value, financingRequest });
  const move = (email: string, id: string, status: string, note?: string) =>
    call(email, 'PUT', `${path}/${id}/status/${status}`, note === undefined ? {} : { note });
  const list = async (email: string, url: string) => {
    const response = await call(email, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const rowCount = async () => (await ctx.database.db.select({ value: count() }).from(opportunities))[0]?.value ?? 0;
  const expectError = (response: Awaited<ReturnType<typeof call>>, status: number, message: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<ErrorBody>().message).toBe(message);
  };

  it('takes the creator, the network and the draft status from the caller, never from the body', async () => {
    const created = await create(designer, {
      title: 'Cappotto termico condominio Aurora',
      value: 25_000_050,
      financingRequest: 180_000,
      description: 'Isolamento esterno',
      creatorName: 'Qualcun altro',
      creatorEmail: 'altro@example.com',
      creatorId: profileIds.get(hubhead),
      networkId: otherNetworkId,
      status: 'Approved',
      submittedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(created).toMatchObject({
      title: 'Cappotto termico condominio Aurora',
      value: 25_000_050,
      financingRequest: 180_000,
      status: 'Draft',
      submittedAt: null,
      creatorId: profileIds.get(designer),
      creatorName: 'Marco Rossi',
      creatorEmail: designer,
      networkId: demoNetworkId,
      editable: true,
    });
    const updated = await call(designer, 'PUT', `${path}/${created.id}`, {
      title: 'Cappotto termico condominio Aurora (rev. 2)',
      value: 25_000_050,
      financingRequest: 200_000,
      creatorName: 'Altro',
      status: 'Approved',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Opportunity>()).toMatchObject({
      title: 'Cappotto termico condominio Aurora (rev. 2)',
      financingRequest: 200_000,
      creatorName: 'Marco Rossi',
      status: 'Draft',
    });
  });

  it('answers 400 for unknown parameters, filters and sort fields', async () => {
    const cases: [string, string, string][] = [
      ['color=red', 'color', 'Parametro non riconosciuto: color'],
      ['creatorName=Marco', 'creatorName', 'Filtro non ammesso sul campo: creatorName'],
      ['order=creatorName:asc', 'order', 'Campo non ordinabile: creatorName'],
      ['status=Lost', 'status', 'Valore non ammesso: Lost'],
    ];
    for (const [query, parameter, message] of cases) {
      const response = await call(designer, 'GET', `${path}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual([{ path: parameter, message }]);
    }
  });

  it('refuses malformed bodies with Italian messages and writes nothing', async () => {
    const before = await rowCount();
    const cases: [object, { path: string; message: string }][] = [
      [
        { value: 10, financingRequest: 5 },
        { path: 'title', message: 'Il campo Titolo è richiesto' },
      ],
      [
        { title: 'Senza valore', financingRequest: 5 },
        { path: 'value', message: 'Il campo Valore è richiesto' },
      ],
      [
        { title: 'Negativo', value: -1, financingRequest: 0 },
        { path: 'value', message: 'Il valore deve essere maggiore o uguale a 0' },
      ],
      [
        { title: 'Millesimi', value: '10,005', financingRequest: 1 },
        { path: 'value', message: 'Il campo Valore può avere al massimo due decimali' },
      ],
      [
        { title: 'Testo', value: 'molto', financingRequest: 1 },
        { path: 'value', message: 'Il campo Valore deve essere un importo in euro' },
      ],
      [
        { title: 'Troppo', value: 100_000, financingRequest: 100_001 },
        {
          path: 'financingRequest',
          message: "La richiesta di finanziamento non può superare il valore dell'opportunità",
        },
      ],
    ];
    for (const [body, error] of cases) {
      const response = await call(designer, 'POST', path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ErrorBody>().errors).toContainEqual(error);
    }
    const existing = await draft(designer, 'Da non toccare');
    const bad = await call(designer, 'PUT', `${path}/${existing.id}`, {
      title: 'Da non toccare',
      value: 10,
      financingRequest: 20,
    });
    expect(bad.statusCode).toBe(400);
    expect(await rowCount()).toBe(before + 1);
    expect((await call(designer, 'GET', `${path}/${existing.id}`)).json<Opportunity>().value).toBe(100_000);
  });

  it('shows each caller only the rows of their role, and a hidden row is a 404 also by direct id', async () => {
    const own = await draft(designer, 'Matrice progettista');
    const foreign = await draft(specialist, 'Matrice specialista altra rete');
    const hubs = await draft(hubhead, 'Matrice capo hub');
    const titles = async (email: string) =>
      (await list(email, `${path}?q=Matrice`)).data.map((row) => row.title).sort();

    expect(await titles(designer)).toEqual(['Matrice progettista']);
    expect(await titles(hubhead)).toEqual(['Matrice capo hub', 'Matrice progettista']);
    expect(await titles(specialist)).toEqual(['Matrice specialista altra rete']);
    expect(await titles(backoffice)).toEqual([
      'Matrice capo hub',
      'Matrice progettista',
      'Matrice specialista altra rete',
    ]);
    expect(await titles(finaluser)).toEqual([]);

    for (const [email, id] of [
      [designer, foreign.id],
      [designer, hubs.id],
      [hubhead, foreign.id],
      [finaluser, own.id],
    ] as const) {
      expectError(await call(email, 'GET', `${path}/${id}`), 404, 'Elemento non trovato');
      expectError(
        await call(email, 'PUT', `${path}/${id}`, { title: 'X', value: 1, financingRequest: 1 }),
        email === finaluser ? 403 : 404,
        email === finaluser ? roleRefused : 'Elemento non trovato',
      );
      expectError(await move(email, id, 'Submitted'), 404, 'Elemento non trovato');
      expectError(await call(email, 'GET', `${path}/${id}/history`), 404, 'Elemento non trovato');
    }
    expectError(await call(designer, 'DELETE', `${path}/${foreign.id}`), 404, 'Elemento non trovato');

    // The hub head reads the network's drafts but changes only their own.
    expect((await call(hubhead, 'GET', `${path}/${own.id}`)).json<Opportunity>()).toMatchObject({
      title: 'Matrice progettista',
      editable: false,
    });
    expectError(
      await call(hubhead, 'PUT', `${path}/${own.id}`, { title: 'Del capo hub', value: 1, financingRequest: 1 }),
      403,
      "Solo chi ha creato l'opportunità può modificarla o eliminarla.",
    );
    expectError(
      await call(hubhead, 'DELETE', `${path}/${own.id}`),
      403,
      "Solo chi ha creato l'opportunità può modificarla o eliminarla.",
    );
    // Back office and final users create and edit nothing.
    expectError(
      await call(backoffice, 'POST', path, { title: 'Del back office', value: 1, financingRequest: 1 }),
      403,
      roleRefused,
    );
    expectError(
      await call(backoffice, 'PUT', `${path}/${own.id}`, { title: 'Del back office', value: 1, financingRequest: 1 }),
      403,
      roleRefused,
    );
    expectError(
      await call(finaluser, 'POST', path, { title: "Dell'utente finale", value: 1, financingRequest: 1 }),
      403,
      roleRefused,
    );

    expect((await call(designer, 'DELETE', `${path}/${own.id}`)).statusCode).toBe(204);
    expectError(await call(designer, 'GET', `${path}/${own.id}`), 404, 'Elemento non trovato');
  });

  it('moves an opportunity only along the transition table, records each step and notifies the creator', async () => {
    const opportunity = await draft(designer, 'Fotovoltaico scuola');
    expectError(
      await move(hubhead, opportunity.id, 'Submitted'),
      403,
      "Solo chi ha creato l'opportunità può inviarla.",
    );
    expectError(
      await move(designer, opportunity.id, 'Approved'),
      409,
      "Un'opportunità «Bozza» non può passare a «Approvata».",
    );
    expectError(
      await move(designer, opportunity.id, 'Draft'),
      409,
      "Un'opportunità «Bozza» non può passare a «Bozza».",
    );
    expect((await move(designer, opportunity.id, 'Lost')).statusCode).toBe(400);

    const submitted = await move(designer, opportunity.id, 'Submitted');
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<Opportunity>()).toMatchObject({ status: 'Submitted', editable: false });
    expect(submitted.json<Opportunity>().submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expectError(
      await call(designer, 'PUT', `${path}/${opportunity.id}`, {
        title: "Dopo l'invio",
        value: 1,
        financingRequest: 1,
      }),
      409,
      "L'opportunità può essere modificata o eliminata solo mentre è in bozza.",
    );
    expectError(
      await call(designer, 'DELETE', `${path}/${opportunity.id}`),
      409,
      "L'opportunità può essere modificata o eliminata solo mentre è in bozza.",
    );
    expectError(
      await move(designer, opportunity.id, 'UnderReview'),
      403,
      'Solo il back office può valutare le opportunità.',
    );
    expectError(
      await move(backoffice, opportunity.id, 'Approved'),
      409,
      "Un'opportunità «Inviata» non può passare a «Approvata».",
    );

    expect((await move(backoffice, opportunity.id, 'UnderReview')).json<Opportunity>().status).toBe('UnderReview');
    const withoutNote = await move(backoffice, opportunity.id, 'Draft', '  ');
    expect(withoutNote.statusCode).toBe(400);
    expect(withoutNote.json<ErrorBody>().errors).toEqual([
      { path: 'note', message: "Indica il motivo per cui l'opportunità torna in bozza" },
    ]);
    const back = await move(backoffice, opportunity.id, 'Draft', 'Manca il preventivo firmato');
    expect(back.json<Opportunity>()).toMatchObject({ status: 'Draft', submittedAt: null });
    expect(
      (
        await call(designer, 'PUT', `${path}/${opportunity.id}`, {
          title: 'Fotovoltaico scuola',
          value: 90_000,
          financingRequest: 50_000,
        })
      ).statusCode,
    ).toBe(200);
    for (const [email, status] of [
      [designer, 'Submitted'],
      [backoffice, 'UnderReview'],
      [backoffice, 'Approved'],
    ] as const) {
      expect((await move(email, opportunity.id, status)).json<Opportunity>().status).toBe(status);
    }
    expectError(
      await move(backoffice, opportunity.id, 'Rejected'),
      409,
      "Un'opportunità «Approvata» non può passare a «Respinta».",
    );

    const history = (await call(hubhead, 'GET', `${path}/${opportunity.id}/history`)).json<{ data: HistoryEntry[] }>()
      .data;
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.changedByName])).toEqual([
      [null, 'Draft', 'Marco Rossi'],
      ['Draft', 'Submitted', 'Marco Rossi'],
      ['Submitted', 'UnderReview', 'Luca Conti'],
      ['UnderReview', 'Draft', 'Luca Conti'],
      ['Draft', 'Submitted', 'Marco Rossi'],
      ['Submitted', 'UnderReview', 'Luca Conti'],
      ['UnderReview', 'Approved', 'Luca Conti'],
    ]);
    expect(history[3]?.note).toBe('Manca il preventivo firmato');

    const notices = (await call(designer, 'GET', '/notification/notification?limit=100'))
      .json<{ data: { kind: string; title: string; body: string; link: string }[] }>()
      .data.filter(
        (notice) => notice.kind === 'opportunity.status' && notice.link === `/opportunity/show/${opportunity.id}`,
      );
    expect(notices).toHaveLength(6);
    expect(notices.map((notice) => notice.title)).toContain('Opportunità approvata');
    expect(notices.find((notice) => notice.title === 'Opportunità tornata in bozza')?.body).toBe(
      "L'opportunità «Fotovoltaico scuola» è ora «Bozza». Nota: Manca il preventivo firmato",
    );
  });

  it('keeps the register to submitted opportunities: the hub head their network, back office all, with its filters', async () => {
    const ours = await draft(designer, 'Registro rete demo');
    const theirs = await draft(specialist, 'Registro rete nord');
    await draft(designer, 'Registro bozza');
    expect((await move(designer, ours.id, 'Submitted')).statusCode).toBe(200);
    expect((await move(specialist, theirs.id, 'Submitted')).statusCode).toBe(200);
    expect((await move(backoffice, theirs.id, 'UnderReview')).statusCode).toBe(200);
    const titles = async (email: string, query = '') =>
      (await list(email, `${register}?q=Registro${query}`)).data.map((row) => row.title).sort();

    expect(await titles(hubhead)).toEqual(['Registro rete demo']);
    expect(await titles(backoffice)).toEqual(['Registro rete demo', 'Registro rete nord']);
    expect((await list(backoffice, `${register}?q=Registro rete nord`)).data[0]).toMatchObject({
      networkId: otherNetworkId,
      networkName: 'Rete Nord',
      status: 'UnderReview',
    });
    expect(await titles(backoffice, `&networkId=${otherNetworkId}`)).toEqual(['Registro rete nord']);
    expect(await titles(backoffice, '&status=Submitted')).toEqual(['Registro rete demo']);
    const today = formatIsoDate(romeCalendarDate(new Date()));
    expect(await titles(backoffice, `&submittedAtFrom=${today}&submittedAtTo=${today}`)).toEqual([
      'Registro rete demo',
      'Registro rete nord',
    ]);
    expect(await titles(backoffice, '&submittedAtTo=2020-12-31')).toEqual([]);
    expectError(await call(hubhead, 'GET', `${register}/${theirs.id}`), 404, 'Elemento non trovato');

    const refused: [string, { path: string; message: string }][] = [
      ['status=Draft', { path: 'status', message: 'Valore non ammesso: Draft' }],
      ['submittedAt=2026-01-01', { path: 'submittedAt', message: 'Filtro non ammesso sul campo: submittedAt' }],
      [
        'submittedAtFrom=01/02/2026',
        { path: 'submittedAtFrom', message: 'Il filtro deve essere una data nel formato AAAA-MM-GG' },
      ],
      [
        'submittedAtFrom=2026-03-01&submittedAtTo=2026-02-01',
        { path: 'submittedAtTo', message: 'La data finale non può precedere quella iniziale' },
      ],
      ['networkId=demo', { path: 'networkId', message: 'Il filtro deve essere un identificativo valido' }],
    ];
    for (const [query, error] of refused) {
      const response = await call(backoffice, 'GET', `${register}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ErrorBody>().errors).toEqual([error]);
    }
    for (const email of [designer, specialist, finaluser])
      expectError(await call(email, 'GET', register), 403, roleRefused);
    expect((await call(backoffice, 'POST', register, { title: 'X', value: 1, financingRequest: 1 })).statusCode).toBe(
      404,
    );
    expect((await call(backoffice, 'DELETE', `${register}/${ours.id}`)).statusCode).toBe(404);

    const options = async (email: string) =>
      (await call(email, 'GET', `${register}/options/networkId`)).json<{ data: { id: string; label: string }[] }>()
        .data;
    expect(await options(hubhead)).toEqual([{ id: demoNetworkId, label: 'Rete Demo HappyWay' }]);
    const everyNetwork = await ctx.database.db.select({ name: networks.name }).from(networks);
    expect((await options(backoffice)).map((option) => option.label).sort()).toEqual(
      everyNetwork.map((network) => network.name).sort(),
    );
    expect((await options(backoffice)).map((option) => option.label)).toEqual(
      expect.arrayContaining(['Rete Demo HappyWay', 'Rete Nord']),
    );
    expectError(await call(designer, 'GET', `${register}/options/networkId`), 403, roleRefused);
  });

  it('exports as CSV only the rows the caller sees, with Italian headers, money and labels', async () => {
    await create(designer, { title: 'Esporta progettista', value: 123_450, financingRequest: 100_000 });
    await draft(specialist, 'Esporta altra rete');
    const rows = async (email: string, url: string) => {
      const response = await call(email, 'GET', url);
      expect(response.statusCode).toBe(200);
      return response.body.slice(1).trimEnd().split('\r\n');
    };
    const designers = await rows(designer, `${path}/export.csv?q=Esporta`);
    expect(designers[0]).toBe(
      "Titolo;Stato;Valore;Richiesta di finanziamento;Descrizione;Creata da;E-mail di chi l'ha creata;Creata il;Inviata il",
    );
    expect(designers).toHaveLength(2);
    expect(designers[1]).toMatch(
      /^Esporta progettista;Bozza;1234,50;1000,00;;Marco Rossi;designer@demo\.example;\d{2}\/\d{2}\/\d{4};$/,
    );
    expect(await rows(hubhead, `${path}/export.csv?q=Esporta`)).toHaveLength(2);
    expect(await rows(backoffice, `${path}/export.csv?q=Esporta`)).toHaveLength(3);
    expect(await rows(finaluser, `${path}/export.csv?q=Esporta`)).toHaveLength(1);

    const registerRows = await rows(hubhead, `${register}/export.csv`);
    expect(registerRows[0]).toBe(
      'Titolo;Presentata da;Rete;Valore;Richiesta di finanziamento;Stato del finanziamento;Inviata il;E-mail;Descrizione',
    );
    expect(registerRows.slice(1).every((line) => line.includes(';Rete Demo HappyWay;'))).toBe(true);
    expect((await rows(backoffice, `${register}/export.csv`)).some((line) => line.includes(';Rete Nord;'))).toBe(true);
  });

  it('documents the transition and history routes in the OpenAPI page under the resource tag', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    expect(doc.paths[`${path}/{id}/status/{status}`]?.put?.tags).toEqual(['opportunity']);
    expect(doc.paths[`${path}/{id}/history`]?.get?.tags).toEqual(['opportunity']);
    expect(Object.keys(doc.paths[`${register}/{id}`] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths[register] ?? {})).toEqual(['get']);
  });
});
