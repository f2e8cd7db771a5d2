/**
 * `npm test`: typecheck, lint, unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), the
 * production build, then the end-to-end suite in Chromium against it. Ends with the names of what failed, if anything
 * did, then one line `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'happyway-test-'));
let passed = 0;
let failed = 0;
const failures: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) {
    console.log(`✖ ${label} failed (exit ${String(result.status)})`);
    failures.push(label);
  }
  return ok;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status !== 'expected'))
      .map(
        (spec) =>
          `${suite.file}:${String(spec.line)} › ${spec.title} (${spec.tests.map((test) => test.status).join(', ')})`,
      ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

const bin = (name: string) => join('node_modules', '.bin', name);

for (const [label, args] of [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
] as const) {
  if (!run(label, 'npm', [...args])) failed += 1;
}

const unitReport = join(work, 'vitest.json');
run('unit and API tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}
const unit = readJson(unitReport) as VitestReport | null;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numTotalTests - unit.numPassedTests - unit.numFailedTests);
  for (const file of unit.testResults) {
    const failedTests = file.assertionResults.filter((test) => test.status !== 'passed');
    for (const test of failedTests) failures.push(`${file.name} › ${test.fullName} (${test.status})`);
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${file.name}: ${file.message}`);
  }
} else failed += 1;

if (run('production build', bin('vite'), ['build'])) {
  const e2eReport = join(work, 'playwright.json');
  run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    E2E_DATA_DIR: join(work, 'e2e-data'),
  });
  const e2e = readJson(e2eReport) as PlaywrightReport | null;
  if (e2e) {
    passed += e2e.stats.expected;
    failed += e2e.stats.unexpected + e2e.stats.flaky + e2e.stats.skipped;
    failures.push(...playwrightFailures(e2e.suites));
  } else failed += 1;
} else failed += 1;

rmSync(work, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nWhat failed:\n${failures.map((name) => `  ✖ ${name}`).join('\n')}`);
console.log(`\n${String(passed)} passed, ${String(failed)} failed`);
process.exit(failed === 0 ? 0 : 1);
