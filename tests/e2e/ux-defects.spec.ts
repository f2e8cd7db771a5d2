import { expect, test, type Page } from '@playwright/test';
import { searchGeneratedList } from './pages/generated-list.ts';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';
import { typeItalianDate } from './pages/italian-date.ts';

const unknownId = '00000000-0000-4000-8000-00000000dead';

/** The subject of the bearer token a request carried, or null without one. */
function tokenSubject(authorization: string | undefined): string | null {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (payload === undefined) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string };
  return claims.sub ?? null;
}

/**
 * Every button of the page (the grid's own scroll aside) within the screen, its label on one line, and the page no
 * wider than the screen.
 */
async function expectButtonsInsideTheScreen(page: Page): Promise<void> {
  const overflowing = await page.locator('main button:visible, main a.MuiButton-root:visible').evaluateAll((buttons) =>
    buttons
      .filter((button) => button.closest('[role="grid"]') === null)
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const lineHeight = Number.parseFloat(getComputedStyle(button).lineHeight) || 24;
        return (
          box.right > document.documentElement.clientWidth + 1 ||
          button.scrollWidth > button.clientWidth + 1 ||
          (button.classList.contains('MuiButton-root') && box.height > lineHeight * 2)
        );
      })
      .map((button) => button.textContent),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
}

test('tabs follow the session: a logout and another login in one tab reach the other, which never speaks as the user who left', async ({
  page,
  context,
}) => {
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await expect(page).toHaveURL('/capohub-dashboard?mode=HubHead');
  const hubHeadSubject = await page.evaluate(() => localStorage.getItem('happyway.session.subject'));
  expect(hubHeadSubject).toBeTruthy();
  const subjectsSentByA: (string | null)[] = [];

  const other = await context.newPage();
  await other.goto('/network');
  await expect(other.getByRole('button', { name: 'Menu utente di Giulia Ferri' })).toBeVisible({ timeout: 30_000 });
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.headers().authorization)
      subjectsSentByA.push(tokenSubject(request.headers().authorization));
  });
  await other.getByRole('button', { name: 'Menu utente di Giulia Ferri' }).click();
  await other.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(other).toHaveURL(/\/welcome\?mode=guest$/);
  // The first tab follows at once: logged out, it no longer shows the hub head's dashboard.
  await expect(page).toHaveURL(/\/welcome\?mode=guest$/, { timeout: 30_000 });

  await new IssuerLoginPage(other).loginAs('designer@demo.example');
  await expect(other).toHaveURL('/designer-dashboard?mode=Designer');
  // ...and after the designer's login it is the designer's tab, with a word about what happened.
  await expect(page).toHaveURL('/designer-dashboard?mode=Designer', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Menu utente di Marco Rossi' })).toBeVisible();
  await expect(page.getByText("La sessione è cambiata in un'altra scheda")).toBeVisible();
  expect(subjectsSentByA.length).toBeGreaterThan(0);
  expect(subjectsSentByA).not.toContain(hubHeadSubject);

  // The designer's session survives whatever the first tab does with its timers: still logged in on a reload.
  await other.reload();
  await expect(other.getByRole('button', { name: 'Menu utente di Marco Rossi' })).toBeVisible();
});

test('a visitor opening a protected page comes back to it after logging in', async ({ page }) => {
  await page.goto('/network');
  await expect(page).toHaveURL(/\/welcome\?mode=guest$/);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await new IssuerLoginPage(page).submit('hubhead@demo.example', 'Demo-2026!');
  await expect(page).toHaveURL(/\/network/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown record says "non trovato" after one request, never retried', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/') && (url.includes(unknownId) || url.includes('/agreement/detail/'))) asked.push(url);
  });
  const shown = { timeout: 20_000 };

  await page.goto(`/projects/show/${unknownId}`);
  await expect(page.getByText('Progetto non trovato')).toBeVisible(shown);
  await page.goto(`/capohubprojects/detail/${unknownId}`);
  await expect(page.getByText('Progetto non trovato')).toBeVisible(shown);
  await page.goto(`/opportunity/show/${unknownId}`);
  await expect(page.getByText(/non trovat/i).first()).toBeVisible(shown);
  await page.goto(`/agreement/${unknownId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Non trovato' })).toBeVisible(shown);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toBeVisible();
  expect(asked).toHaveLength(4);
});

test("the register's first load asks a sort the server accepts, and its period filter is an Italian date", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 400) refused.push(response.url());
  });
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.goto('/opportunity-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro delle opportunità' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Cappotto termico Villa Serena' })).toBeVisible();
  const filtered = page.waitForRequest((request) => request.url().includes('submittedAtFrom=2026-03-15'));
  await typeItalianDate(page, page, 'Inviata il dal', '15032026');
  await filtered;
  expect(refused).toEqual([]);
});

test('list columns at 1280 px show names, amounts and status chips whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.goto('/opportunity-register');
  const row = page.getByRole('row').filter({ hasText: 'Fotovoltaico palestra comunale' });
  await expect(row).toBeVisible({ timeout: 30_000 });
  const clipped = await row.getByRole('gridcell').evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const content = cell.querySelector('.MuiChip-label') ?? cell;
        return content.scrollWidth > content.clientWidth + 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(clipped).toEqual([]);
});

test("back office's projects list fits 1280 px, with the side menu's and the filters' labels whole", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
  await page.goto('/projects');
  const grid = page.getByRole('grid', { name: 'Progetti' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  // Every column within the page: the texts wrap before the list needs a horizontal scroll.
  for (const name of ['Importo', 'Creato il', 'Azioni']) {
    const box = await grid.getByRole('columnheader', { name }).boundingBox();
    expect(box && box.x + box.width, name).toBeLessThanOrEqual(1280);
  }
  const cut = (elements: Element[]) =>
    elements
      .filter((element) => element.children.length === 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent);
  expect(
    await page
      .getByRole('navigation', { name: 'Menu principale' })
      .locator('.MuiListItemText-primary')
      .evaluateAll(cut),
  ).toEqual([]);
  await expect(
    page.getByRole('navigation', { name: 'Menu principale' }).getByText('Tipologie di appartamento', { exact: true }),
  ).toBeVisible();
  expect(await page.locator('main label').evaluateAll(cut)).toEqual([]);
  await expect(page.locator('main label').filter({ hasText: 'Categoria professionale' })).toBeVisible();
});

test("back office's incentive rules list shows each column header whole, the rates' long ones too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
  await page.goto('/incentive-rules');
  const grid = page.getByRole('grid', { name: 'Incentivi per gli interventi' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(grid.getByRole('columnheader', { name: 'Aliquota abitazione principale (%)' })).toBeVisible();
  // A title taller than its header row is cut by it.
  const cut = await grid.locator('.MuiDataGrid-columnHeaderTitle').evaluateAll((titles) =>
    titles
      .filter((title) => {
        const header = title.closest('.MuiDataGrid-columnHeader')?.getBoundingClientRect();
        const own = title.getBoundingClientRect();
        return !header || own.top < header.top || own.bottom > header.bottom;
      })
      .map((title) => title.textContent),
  );
  expect(cut).toEqual([]);
});

test('a submitted opportunity offers no edit, and its edit address says why instead of a form', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.goto('/opportunity');
  const row = await searchGeneratedList(page, 'Cappotto termico Villa Serena');
  await expect(row.getByRole('link', { name: /^Modifica/ })).toHaveCount(0);
  await row.getByRole('link', { name: 'Visualizza: Cappotto termico Villa Serena' }).click();
  await expect(page.getByRole('heading', { name: 'Cappotto termico Villa Serena' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifica' })).toHaveCount(0);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.goto(`/opportunity/edit/${id}`);
  await expect(
    page.getByText('Questo elemento non si può più modificare: il suo stato non lo consente.'),
  ).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await page.getByRole('link', { name: 'Torna al dettaglio' }).click();
  await expect(page).toHaveURL(`/opportunity/show/${id}`);
});

test('the project form keeps what was typed across a reload, takes an Italian date, and asks before leaving unsaved', async ({
  page,
}) => {
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.goto('/projects/create');
  const form = page.getByRole('form', { name: 'Nuovo progetto' });
  await form.getByRole('textbox', { name: /^Nome/ }).fill('Bozza da non perdere');
  await typeItalianDate(page, form, 'Ricevuto il', '15031985');
  await expect(form.getByRole('group', { name: 'Ricevuto il' })).toContainText('15/03/1985');
  await page.reload();
  await expect(form.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Bozza da non perdere');
  await expect(form.getByRole('group', { name: 'Ricevuto il' })).toContainText('15/03/1985');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Il campo Tipo è richiesto')).toBeVisible();

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Progetti', exact: true }).first().click();
  await expect.poll(() => asked).toEqual(['Sei sicuro di voler uscire? Ci sono modifiche non salvate.']);
  await expect(page).toHaveURL('/projects/create');
});

test('a birth date typed the Italian way is stored as that day, and a blank one is asked for', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('localmanager@demo.example');
  await page.goto('/logged-user-profile');
  const section = page.getByRole('form', { name: 'Dati personali' });
  await typeItalianDate(page, section, 'Data di nascita', '15031985');
  // The reload waits for the server's answer: reloading as soon as the request leaves could read the old profile.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/profile/profile'),
  );
  await section.getByRole('button', { name: 'Salva' }).click();
  const response = await saved;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toMatchObject({ dob: '1985-03-15' });
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Dati personali' }).getByRole('group', { name: 'Data di nascita' }),
  ).toContainText('15/03/1985');
});

test('the avatar initials fit their circle', async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  const avatar = page.getByRole('button', { name: 'Menu utente di Giulia Ferri' }).locator('.MuiAvatar-root');
  await expect(avatar).toHaveText('GF');
  const fits = await avatar.evaluate(
    (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  );
  expect(fits).toBe(true);
});

test("on a phone, the message after a save leaves the header's menu, bell and user menu within reach", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
  await page.goto('/apartment-types/create');
  const form = page.getByRole('form', { name: 'Nuova tipologia di appartamento' });
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(`Monolocale telefono ${String(Date.now())}`);
  await form.getByRole('combobox', { name: 'Tipologia' }).click();
  await page.getByRole('option', { name: 'Mansarda' }).click();
  await form.getByRole('spinbutton', { name: 'Superficie tipica (m²)' }).fill('40');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Creato con successo' })).toBeVisible();
  // A message over a control holds its trial click until the message hides (6 s): the timeout, or the check that the
  // message is still there after the three clicks, fails then. The timeout leaves room for the list's chunk loading.
  for (const control of [
    page.getByRole('button', { name: 'Apri il menu' }),
    page.getByRole('link', { name: /^Notifiche,/ }),
    page.getByRole('button', { name: /^Menu utente di/ }),
  ]) {
    await control.click({ trial: true, timeout: 4000 });
  }
  await expect(page.getByRole('status').filter({ hasText: 'Creato con successo' })).toBeVisible({ timeout: 1 });
});

test('on a phone, a table wider than the screen scrolls within its card and says so', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
  const cue = 'Scorri la tabella di lato per vedere tutte le colonne';
  const fitsPage = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  await page.goto('/condominiums');
  await page.getByRole('link', { name: 'Visualizza: Condominio Via Manzoni 8' }).click();
  const stairs = page.getByRole('region', { name: 'Scale di Edificio A' });
  await expect(stairs).toBeVisible({ timeout: 30_000 });
  expect(await stairs.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
  await expect(page.getByText(cue).first()).toBeVisible();
  expect(await fitsPage()).toBe(true);

  // The training back office's module list: it scrolls and says so, and its modules are the portal's links.
  const title = `Modulo sul telefono ${String(Date.now())}`;
  await page.goto('/backoffice-training/module-form');
  await page.getByRole('textbox', { name: 'Titolo' }).fill(title);
  await page.getByRole('textbox', { name: 'Descrizione' }).fill('Un modulo per provare la tabella sul telefono');
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Condominio' }).click();
  await page.getByRole('checkbox', { name: 'Capo hub' }).check();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/backoffice-training');
  const modules = page.getByRole('region', { name: 'Gestione della formazione' });
  await expect(modules.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  expect(await modules.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
  await expect(page.getByText(cue)).toBeVisible();
  expect(await fitsPage()).toBe(true);
  const moduleLink = modules.getByRole('link', { name: title, exact: true });
  await expect(moduleLink).toHaveCSS('color', 'rgb(11, 110, 79)');

  // At 1280 px the same tables fit, and nothing says they scroll.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByText(cue)).toHaveCount(0);
});

test("on a phone, the construction site's works table scrolls within its card and says so", async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.getByRole('link', { name: 'Servizio bancario' }).click();
  await page.getByRole('link', { name: 'Validazione tecnica mutuo - Condominio Via Manzoni 8' }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.locator('section[aria-labelledby="works-title"]');
  const works = card.getByRole('region', { name: 'Lavori per edificio e scala' });
  await expect(works).toBeVisible({ timeout: 30_000 });
  expect(await works.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
  await expect(card.getByText('Scorri la tabella di lato per vedere tutte le colonne')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
});

test("on a phone, the projects list's filters fold behind 'Filtri', leaving the list in sight, and no button overflows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
  await page.goto('/projects');
  const grid = page.getByRole('grid', { name: 'Progetti' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Tipo', exact: true })).toBeHidden();
  const firstRow = await grid.getByRole('row').nth(1).boundingBox();
  expect(firstRow && firstRow.y + firstRow.height).toBeLessThanOrEqual(740);

  const toggle = page.getByRole('button', { name: 'Filtri', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // 'Filtri' stands beside the search box, and the page size under the list, so that three rows are in sight.
  const search = await page.getByRole('searchbox', { name: 'Cerca' }).boundingBox();
  const toggleBox = await toggle.boundingBox();
  expect(
    search && toggleBox && Math.abs(search.y + search.height / 2 - (toggleBox.y + toggleBox.height / 2)),
  ).toBeLessThanOrEqual(1);
  const thirdRow = await grid.getByRole('row').nth(3).boundingBox();
  expect(thirdRow && thirdRow.y + thirdRow.height).toBeLessThanOrEqual(740);
  const gridBox = await grid.boundingBox();
  const pageSize = await page.getByRole('combobox', { name: /^Righe per pagina/ }).boundingBox();
  expect(gridBox && pageSize && pageSize.y - (gridBox.y + gridBox.height)).toBeGreaterThan(0);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('combobox', { name: 'Tipo', exact: true }).click();
  await page.getByRole('option', { name: 'Abitazione' }).click();
  await expect(page.getByRole('button', { name: 'Filtri (1)' })).toBeVisible();

  await expectButtonsInsideTheScreen(page);
});

test("on a phone, the hub head's project buttons wrap inside the screen, and a search that finds nothing says so in sight", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await new IssuerLoginPage(page).loginAs('hubhead@demo.example');
  await page.goto('/capohubprojects');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Esporta CSV' })).toBeVisible();
  await expectButtonsInsideTheScreen(page);

  await page.getByRole('searchbox', { name: 'Cerca' }).fill('nessun progetto si chiama così');
  await expect(page.getByRole('status').filter({ hasText: 'Risultati trovati: 0' })).toBeVisible();
  const empty = await page.getByText('Nessun risultato').boundingBox();
  expect(empty && empty.x >= 0 && empty.x + empty.width <= 375).toBe(true);
});

test("a list's actions column shows its header whole beside a single button", async ({ page }) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.goto('/apartment-types');
  const header = page.getByRole('columnheader', { name: 'Azioni' });
  await expect(header).toBeVisible({ timeout: 30_000 });
  const title = header.locator('.MuiDataGrid-columnHeaderTitle');
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
