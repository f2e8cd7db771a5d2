/**
 * The professionals directory in `npm run bench` (issue 15; `npm run bench -- professionals` runs only it): 10,000
 * professionals with their organisations, categories and skills in a scratch PostgreSQL database, then the page back
 * office asks for with a search and two filters (category and province) under autocannon; p50 and p99.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { appRoles } from '../domain/auth/roles.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config/env.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { createScratchDatabase } from '../server/db/scratch-database.ts';
import { loginThroughIssuer } from '../tests/server/support/oidc-login.ts';

export const BENCH_PROFESSIONALS = 10_000;
const port = 3402;
const firstNames = ['Luca', 'Giulia', 'Marco', 'Sara', 'Paolo', 'Elena', 'Andrea', 'Chiara', 'Davide', 'Francesca', 'Matteo', 'Anna'];
const lastNames = ['Rossi', 'Bianchi', 'Ferrari', 'Russo', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Costa',
  'Giordano', 'Mancini', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro'];
const provinces = ['TO', 'MI', 'RM', 'NA', 'BO', 'FI', 'BA', 'PE', 'AN', 'VE'];
/** A surname in twenty, an Architect in six, a province in ten: a few dozen matches among 10,000. */
export const benchDirectoryPath = '/api/profile/professionals?page=1&limit=25&q=ross&professionalCategory=Architect&province=TO';

type RecordMeasure = (what: string, value: string) => void;
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);

/** The professionals, their organisations, designer profiles and skills, each in one insert ... select. */
async function seedProfessionals(db: Database): Promise<void> {
  await db.execute(sql`
    insert into organizations (name, vat_number, city, province)
    select 'Studio Bench ' || i, lpad(i::text, 11, '0'), 'Città ' || (i % 50), (${textArray(provinces)})[1 + i % 10]
    from generate_series(1, ${BENCH_PROFESSIONALS}) as i`);
  await db.execute(sql`
    insert into profiles (subject, email, first_name, last_name, phone, network_id, organization_id, agora_visible)
    select 'bench-' || i, 'professionista' || i || '@bench.example', (${textArray(firstNames)})[1 + i % 12], (${textArray(lastNames)})[1 + (i / 3) % 20],
      null, (select id from networks where code = case when i % 2 = 0 then 'DEMO2026' else 'ADRIA2026' end),
      (select id from organizations where vat_number = lpad(i::text, 11, '0')), i % 3 = 0
    from generate_series(1, ${BENCH_PROFESSIONALS}) as i`);
  await db.execute(sql`
    insert into user_roles (profile_id, role_id, status)
    select id, ${appRoles.Designer}, 'Active' from profiles where email like '%@bench.example'`);
  await db.execute(sql`
    insert into designer_profiles (profile_id, professional_category)
    select id, (array['Surveyor','Architect','Engineer','StructuralEngineer','BusinessConsultant','Expert'])[1 + abs(hashtext(email)) % 6]
    from profiles where email like '%@bench.example'`);
  await db.execute(sql`
    insert into profile_skills (profile_id, skill_id)
    select p.id, s.id from profiles p join skills s on abs(hashtext(p.email || s.code)) % 3 = 0 where p.email like '%@bench.example'`);
  await db.execute(sql`analyze`);
}

/** Seeds, starts the app in this process and measures the directory page (10 connections, 10 s, as back office). */
export async function benchProfessionals(baseUrl: string, record: RecordMeasure): Promise<void> {
  const scratch = await createScratchDatabase(baseUrl, 'happyway_bench_professionals');
  const dataDir = mkdtempSync(join(tmpdir(), 'happyway-bench-professionals-'));
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  try {
    await prepareDatabase(database, { demo: true });
    const seedStarted = performance.now();
    await seedProfessionals(database.db);
    record(`professionals: seed ${BENCH_PROFESSIONALS.toLocaleString('en')} professionals in PostgreSQL`, `${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const config = loadConfig({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: scratch.url });
    const app = await buildApp({ config, database });
    const { tokens } = await loginThroughIssuer(app, 'backoffice@demo.example', 'Demo-2026!', config.publicUrl);
    if (!tokens?.access_token) throw new Error('bench: login through the issuer failed');
    await app.listen({ port, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const base = `http://127.0.0.1:${String(port)}`;
    try {
      const probe = await fetch(`${base}${benchDirectoryPath}`, { headers });
      const page = (await probe.json()) as { total: number; data: unknown[] };
      if (!probe.ok || page.data.length === 0) throw new Error(`bench: the directory answered ${String(probe.status)} with ${String(page.data.length)} rows`);
      const result = await autocannon({ url: `${base}${benchDirectoryPath}`, connections: 10, duration: 10, headers });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`bench: ${String(result.non2xx)} non-2xx answers, ${String(result.errors)} errors`);
      record(`GET ${benchDirectoryPath} (${String(page.total)} matches of ${BENCH_PROFESSIONALS.toLocaleString('en')}), 10 connections, 10 s, back office`,
        `${result.requests.average.toFixed(0)} req/s, p50 ${String(result.latency.p50)} ms, p99 ${String(result.latency.p99)} ms`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
