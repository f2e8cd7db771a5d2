import { expect, test } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

const landings = [
  { email: 'hubhead@demo.example', path: '/capohub-dashboard', mode: 'HubHead', name: 'Giulia Ferri' },
  { email: 'designer@demo.example', path: '/designer-dashboard', mode: 'Designer', name: 'Marco Rossi' },
  { email: 'specialist@demo.example', path: '/specialist-dashboard', mode: 'Specialist', name: 'Sara Bianchi' },
  {
    email: 'localmanager@demo.example',
    path: '/local-manager-dashboard',
    mode: 'LocalManager',
    name: 'Roberta Marino',
  },
  { email: 'backoffice@demo.example', path: '/backoffice-dashboard', mode: 'BackofficeUser', name: 'Luca Conti' },
  { email: 'backofficeadmin@demo.example', path: '/placeholder', mode: 'BackofficeAdmin', name: 'Elena Galli' },
  { email: 'finaluser@demo.example', path: '/placeholder', mode: 'default', name: 'Paolo Neri' },
];

for (const landing of landings) {
  test(`${landing.email} logs in through the issuer and lands on ${landing.path} with their name and roles`, async ({
    page,
  }) => {
    await new IssuerLoginPage(page).loginAs(landing.email);
    await expect(page).toHaveURL(`${landing.path}?mode=${landing.mode}`);
    await expect(page.getByRole('heading', { level: 1, name: `Ciao, ${landing.name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Menu utente di ${landing.name}` })).toBeVisible();
  });
}

test('a user whose only role is Waiting lands on the waiting placeholder', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('waiting@demo.example');
  await expect(page).toHaveURL('/waiting-placeholer?mode=waiting');
  await expect(page.getByRole('heading', { name: 'Profilo in attesa di approvazione' })).toBeVisible();
  await expect(page.getByText("Riceverai un'e-mail non appena sarà convalidato.")).toBeVisible();
});

test('a suspended user lands on profile-suspended and can log out from there', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('suspended@demo.example');
  await expect(page).toHaveURL('/profile-suspended?mode=suspended');
  await expect(page.getByRole('heading', { name: 'Autorizzazione negata' })).toBeVisible();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/welcome\?mode=guest$/);
});

test('a wrong password shows the Italian error on the login page and keeps the e-mail', async ({ page }) => {
  const login = new IssuerLoginPage(page);
  await login.openFromWelcome();
  await login.submit('designer@demo.example', 'password-sbagliata');
  await expect(page.getByRole('alert')).toHaveText('Email o password non corretti.');
  await expect(page.getByLabel('Email')).toHaveValue('designer@demo.example');
});

test('logging out and in again as another role lands on the other home', async ({ page }) => {
  const login = new IssuerLoginPage(page);
  await login.loginAs('designer@demo.example');
  await page.getByRole('button', { name: 'Menu utente di Marco Rossi' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/welcome\?mode=guest$/);
  await login.loginAs('hubhead@demo.example');
  await expect(page).toHaveURL('/capohub-dashboard?mode=HubHead');
});
