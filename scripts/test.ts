/**
 * `npm test`: typecheck, lint, unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), the
 * production build, then the end-to-end suite in Chromium against it. Ends with one line `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'happyway-test-'));
let passed = 0;
let failed = 0;

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) console.log(`✖ ${label} failed (exit ${String(result.status)})`);
  return ok;
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const bin = (name: string) => join('node_modules', '.bin', name);

for (const [label, args] of [['typecheck', ['run', 'typecheck']], ['lint', ['run', 'lint']]] as const) {
  if (!run(label, 'npm', [...args])) failed += 1;
}

const unitReport = join(work, 'vitest.json');
run('unit and API tests (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]);
const unit = readJson(unitReport) as { numPassedTests: number; numFailedTests: number; numTotalTests: number } | null;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numTotalTests - unit.numPassedTests - unit.numFailedTests);
} else failed += 1;

if (run('production build', bin('vite'), ['build'])) {
  const e2eReport = join(work, 'playwright.json');
  run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    E2E_DATA_DIR: join(work, 'e2e-data'),
  });
  const e2e = readJson(e2eReport) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | null;
  if (e2e) {
    passed += e2e.stats.expected;
    failed += e2e.stats.unexpected + e2e.stats.flaky + e2e.stats.skipped;
  } else failed += 1;
} else failed += 1;

rmSync(work, { recursive: true, force: true });
console.log(`\n${String(passed)} passed, ${String(failed)} failed`);
process.exit(failed === 0 ? 0 : 1);
