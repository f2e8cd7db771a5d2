/**
 * The projects section of `npm run bench` (issue 5): 100,000 projects in a scratch PostgreSQL database, the list page a
 * back-office user asks for (sorted, filtered, searched) under autocannon at 50 connections, and the CSV export of all
 * of them. Runs when TEST_DATABASE_URL or BENCH_DATABASE_URL names a PostgreSQL server.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client.ts';
import { networks, profiles } from '../server/db/schema/index.ts';
import { loadTestPage, withBenchServer, type RecordMeasure } from './bench-server.ts';

export const BENCH_PROJECTS = 100_000;
const streets = [
  'Roma',
  'Garibaldi',
  'Mazzini',
  'Dante',
  'Verdi',
  'Cavour',
  'Manzoni',
  'Marconi',
  'Leopardi',
  'Carducci',
  'Matteotti',
  'Gramsci',
  'Volta',
  'Galilei',
  'Puccini',
  'Rossini',
  'Petrarca',
  'Foscolo',
  'Ariosto',
  'Tasso',
];
/** One street in twenty: the search word of the measured list. */
const searchWord = 'garibaldi';
export const benchListPath = `/api/happyway/projects?page=1&limit=25&order=name:asc&status=InProgress&q=${searchWord}`;

async function idOf(query: Promise<{ id: string }[]>, what: string): Promise<string> {
  const [row] = await query;
  if (!row) throw new Error(`bench: ${what} missing from the demo seed`);
  return row.id;
}

/** 100,000 projects in one statement over both demo networks, every status and type, most assigned. */
async function seedProjects(db: Database): Promise<void> {
  const demo = await idOf(
    db.select({ id: networks.id }).from(networks).where(eq(networks.code, 'DEMO2026')),
    'demo network',
  );
  const adria = await idOf(
    db.select({ id: networks.id }).from(networks).where(eq(networks.code, 'ADRIA2026')),
    'second network',
  );
  const designer = await idOf(
    db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'designer@demo.example')),
    'designer',
  );
  const adriaDesigner = await idOf(
    db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'laura.fontana@demo.example')),
    'second designer',
  );
  const backoffice = await idOf(
    db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'backoffice@demo.example')),
    'back office',
  );
  const streetArray = sql.raw(`array[${streets.map((street) => `'${street}'`).join(',')}]`);
  await db.execute(sql`
    insert into projects (name, description, type, status, network_id, assignee_id, professional_category, amount, financing,
      created_by, created_at, received_at, updated_at)
    select
      (case when i % 4 = 3 then 'Abitazione Via ' else 'Condominio Via ' end) || (${streetArray})[1 + i % 20] || ' ' || (1 + i % 997),
      'Riqualificazione energetica: ' || (array['cappotto termico','pompa di calore','fotovoltaico','infissi','centrale termica'])[1 + i % 5],
      (array['Condominium','Condominium','TechValidation','Home'])[1 + i % 4],
      (array['Draft','Submitted','InProgress','Completed','Verified','Cancelled'])[1 + (i / 7) % 6],
      case when i % 3 = 0 then ${adria}::uuid else ${demo}::uuid end,
      case when i % 5 = 0 then null when i % 3 = 0 then ${adriaDesigner}::uuid else ${designer}::uuid end,
      (array['Surveyor','Architect','Engineer','StructuralEngineer','BusinessConsultant','Expert'])[1 + i % 6],
      (20000 + (i * 7919) % 900000) * 100 + 50,
      (20000 + (i * 7919) % 900000) * 60,
      ${backoffice}::uuid,
      now() - make_interval(mins => i),
      date_trunc('day', now() - make_interval(mins => i + 2880)),
      now() - make_interval(mins => i)
    from generate_series(1, ${BENCH_PROJECTS}) as i`);
  await db.execute(sql`analyze projects`);
}

/**
 * Seeds, starts the app in this process, measures the list with autocannon (50 connections, 10 s, as back office) and
 * times the CSV export of every project; the scratch database is dropped afterwards.
 */
export async function benchProjects(baseUrl: string, record: RecordMeasure): Promise<void> {
  const section = {
    name: 'happyway_bench',
    port: 3401,
    seed: seedProjects,
    seedLabel: `projects: seed ${BENCH_PROJECTS.toLocaleString('en')} rows in PostgreSQL (one insert ... select, then analyze)`,
  };
  await withBenchServer(baseUrl, section, record, async (server) => {
    const { total, figures } = await loadTestPage(server, benchListPath, 50, 25);
    record(
      `GET ${benchListPath} (${String(total)} matches), 50 connections, 10 s, back office (same process as the server)`,
      figures,
    );
    const started = performance.now();
    const exported = await fetch(`${server.base}/api/happyway/projects/export.csv`, { headers: server.headers });
    const body = await exported.text();
    if (!exported.ok) throw new Error(`bench: the export answered ${String(exported.status)}`);
    const lines = body.split('\r\n').length - 2;
    record(
      `GET /api/happyway/projects/export.csv, back office (${lines.toLocaleString('en')} rows, ${(Buffer.byteLength(body) / 1_048_576).toFixed(1)} MB)`,
      `${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
  });
}
