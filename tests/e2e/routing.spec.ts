import { expect, test } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

test('a logged-out visit to /projects lands on the welcome page', async ({ page }) => {
  await page.goto('/projects');
  await expect(page).toHaveURL('/welcome?mode=guest');
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto in HappyWay' })).toBeVisible();
  await expect(
    page.getByText("L'accesso è riservato ai professionisti che aderiscono formalmente alla rete."),
  ).toBeVisible();
});

test('the root and an unknown path both go home, which for a visitor is the welcome page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/welcome?mode=guest');
  await page.goto('/non-esiste/affatto');
  await expect(page).toHaveURL('/welcome?mode=guest');
});

test('a designer opening the back office dashboard is sent to their own home', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.goto('/backoffice-dashboard');
  await expect(page).toHaveURL('/designer-dashboard?mode=Designer');
});

test('the session survives a reload through the silent single sign-on check', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('specialist@demo.example');
  await page.reload();
  await expect(page).toHaveURL('/specialist-dashboard?mode=Specialist');
  await expect(page.getByRole('heading', { level: 1, name: 'Ciao, Sara Bianchi' })).toBeVisible();
});

test('a logged-in user on a guest-only route goes home, or to the route named in ?redirect=', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.goto('/welcome');
  await expect(page).toHaveURL('/capohub-dashboard?mode=HubHead');
  await page.goto('/login?redirect=logged-user-profile');
  await expect(page).toHaveURL('/logged-user-profile?mode=redirect');
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
});

test('the menu shows only what the role may open, and the user menu links the profile', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
  const menu = page.getByRole('navigation').first();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/backoffice-dashboard');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Menu utente di Luca Conti' }).click();
  await page.getByRole('menuitem', { name: 'Il mio profilo' }).click();
  await expect(page).toHaveURL('/logged-user-profile');
  await expect(page.getByText('backoffice@demo.example')).toBeVisible();
});

test('on a phone the menu opens from an Italian-named button and closes on the way to a page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  const open = page.getByRole('button', { name: 'Apri il menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await page.getByRole('link', { name: 'Progetti', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progetti' })).toBeVisible();
  await expect(open).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comprimi il menu' })).toBeHidden();
});

test('on a wide screen the side menu collapses and expands from Italian-named buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Comprimi il menu' }).click();
  const expand = page.getByRole('button', { name: 'Espandi il menu' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(page.getByRole('button', { name: 'Comprimi il menu' })).toBeVisible();
});
