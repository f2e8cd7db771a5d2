import { chromium } from '@playwright/test';
const base = 'http://localhost:3340';
const [,, user, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 375]) {
  const context = await browser.newContext({ locale: 'it-IT', baseURL: base, viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (user !== 'none') {
    await page.goto('/welcome');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByLabel('Email').fill(user);
    await page.getByLabel('Password').fill('Demo-2026!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/auth') && u.pathname !== '/home');
  }
  for (const path of paths) {
    await page.goto(path);
    await page.waitForTimeout(6000);
    const name = `/tmp/ux/${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name);
  }
  await context.close();
}
await browser.close();
