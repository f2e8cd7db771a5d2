/**
 * The dashboard's JavaScript in `npm run bench` (issue 18): what a signed-in designer's browser loads to open the
 * dashboard (gzip, as Chromium requests it), against a bare refine + MUI + DataGrid app built here
 * (bench/reference-app), and the projects list opened from it; the goals are at most 0.7 and 1.0 times the reference.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { IssuerLoginPage } from '../tests/e2e/pages/issuer-login-page.ts';

type RecordMeasure = (what: string, value: string) => void;

const gzipOf = (file: string): number =>
  existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Builds the reference app into `outDir` and answers its JavaScript (gzip), every chunk counted. */
async function referenceJavaScript(root: string, outDir: string): Promise<number> {
  await build({
    root: join(root, 'bench', 'reference-app'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipOf(join(assets, name)), 0);
}

interface Loaded {
  bytes: number;
  files: number;
}

/**
 * Logs in as the demo designer through the real login page, opens the dashboard in a new tab and sums its JavaScript,
 * then follows the menu to the projects list (in the page, as a user does) and sums what the two screens loaded.
 */
async function dashboardJavaScript(root: string, base: string): Promise<{ dashboard: Loaded; withProjects: Loaded }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: base, locale: 'it-IT' });
    await new IssuerLoginPage(await context.newPage()).loginAs('designer@demo.example');
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${base}/designer-dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('load');
    const loaded = (): Loaded => ({
      bytes: [...scripts].reduce((sum, path) => sum + gzipOf(join(root, 'dist', path)), 0),
      files: scripts.size,
    });
    const dashboard = loaded();
    await page.getByRole('link', { name: 'Progetti', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Progetti' }).waitFor();
    await page.getByRole('grid').waitFor();
    return { dashboard, withProjects: loaded() };
  } finally {
    await browser.close();
  }
}

/** Records the dashboard's JavaScript, the reference app's and their ratio; `base` is the running server's origin. */
export async function benchDashboard(root: string, base: string, work: string, record: RecordMeasure): Promise<void> {
  const { dashboard, withProjects } = await dashboardJavaScript(root, base);
  const reference = await referenceJavaScript(root, join(work, 'reference-app'));
  record(
    '/designer-dashboard after login: JavaScript loaded (gzip)',
    `${kB(dashboard.bytes)} in ${String(dashboard.files)} files`,
  );
  record(
    '/projects after the dashboard, from its menu: JavaScript loaded by both (gzip)',
    `${kB(withProjects.bytes)} in ${String(withProjects.files)} files`,
  );
  record('bare refine + MUI + DataGrid app (bench/reference-app): JavaScript (gzip)', kB(reference));
  record('dashboard / bare app (goal at most 0.70)', (dashboard.bytes / reference).toFixed(2));
  record('dashboard then /projects / bare app (goal at most 1.00)', (withProjects.bytes / reference).toFixed(2));
}
