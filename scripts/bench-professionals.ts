/**
 * The professionals directory in `npm run bench` (issue 15; `npm run bench -- professionals` runs only it): 10,000
 * professionals with their organisations, categories and skills in a scratch PostgreSQL database, then the page back
 * office asks for with a search and two filters (category and province) under autocannon; p50 and p99.
 */
import { sql } from 'drizzle-orm';
import { appRoles } from '../domain/auth/roles.ts';
import type { Database } from '../server/db/client.ts';
import { loadTestPage, withBenchServer, type RecordMeasure } from './bench-server.ts';

export const BENCH_PROFESSIONALS = 10_000;
const firstNames = [
  'Luca',
  'Giulia',
  'Marco',
  'Sara',
  'Paolo',
  'Elena',
  'Andrea',
  'Chiara',
  'Davide',
  'Francesca',
  'Matteo',
  'Anna',
];
const lastNames = [
  'Rossi',
  'Bianchi',
  'Ferrari',
  'Russo',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'Costa',
  'Giordano',
  'Mancini',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
];
const provinces = ['TO', 'MI', 'RM', 'NA', 'BO', 'FI', 'BA', 'PE', 'AN', 'VE'];
/** A surname in twenty, an Architect in six, a province in ten: a few dozen matches among 10,000. */
export const benchDirectoryPath =
  '/api/profile/professionals?page=1&limit=25&q=ross&professionalCategory=Architect&province=TO';

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
  const section = {
    name: 'happyway_bench_professionals',
    port: 3402,
    seed: seedProfessionals,
    seedLabel: `professionals: seed ${BENCH_PROFESSIONALS.toLocaleString('en')} professionals in PostgreSQL`,
  };
  await withBenchServer(baseUrl, section, record, async (server) => {
    const { total, figures } = await loadTestPage(server, benchDirectoryPath, 10, 1);
    record(
      `GET ${benchDirectoryPath} (${String(total)} matches of ${BENCH_PROFESSIONALS.toLocaleString('en')}), 10 connections, 10 s, back office`,
      figures,
    );
  });
}
