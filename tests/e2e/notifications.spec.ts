import { expect, test } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

test.describe('notifications', () => {
  test.beforeEach(async ({ page }) => {
    await new IssuerLoginPage(page).loginAs('specialist@demo.example');
  });

  test('the bell in the app bar says nothing is unread and opens the empty notifications page', async ({ page }) => {
    const bell = page.getByRole('link', { name: 'Notifiche, nessuna non letta' });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/\/notifications(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifiche' })).toBeVisible();
    await expect(page.getByText('Nessuna notifica', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Segna tutte come lette' })).toBeDisabled();
  });

  test('the side menu lists the notifications page', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifiche' })).toBeVisible();
    await expect(page.getByRole('list').getByRole('link', { name: 'Notifiche', exact: true })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});
