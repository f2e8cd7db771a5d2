import { expect, test } from '@playwright/test';
import { expectAccessible } from './pages/accessibility.ts';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';
import { searchGeneratedList } from './pages/generated-list.ts';
import { ProjectsListPage, tinyPdfBytes } from './pages/project-pages.ts';

/** A demo project of the demo network, In corso, assigned to designer@demo.example, with nobody else on it. */
const assignedProject = 'Condominio Via San Francesco 5';

test('a designer uploads a PDF to an assigned project and marks it completed; the hub head then sees it completed', async ({
  page,
  browser,
}) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  const list = new ProjectsListPage(page);
  await list.open();
  const detail = await list.openProject(assignedProject);
  await expect(detail.statusChip()).toHaveText('In corso');

  const fileName = `verbale-sopralluogo-${String(Date.now())}.pdf`;
  await detail.upload('Allegati', fileName, tinyPdfBytes('Verbale di sopralluogo'));
  await expect(detail.panel('Allegati').getByText(fileName)).toBeVisible();
  await expect(detail.panel('Allegati').getByRole('button', { name: `Scarica ${fileName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Segna come completato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Segnare il progetto come completato?' });
  await expect(dialog).toContainText('passerà da In corso a Completato');
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.statusChip()).toHaveText('In corso');

  await page.getByRole('button', { name: 'Segna come completato' }).click();
  await page
    .getByRole('dialog', { name: 'Segnare il progetto come completato?' })
    .getByRole('button', { name: 'Segna come completato' })
    .click();
  await expect(detail.statusChip()).toHaveText('Completato');
  await expect(page.getByRole('button', { name: 'Segna come completato' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Storico dello stato' }).getByRole('listitem').first()).toContainText(
    'Da In corso a Completato',
  );
  await expect(page.getByRole('list', { name: 'Storico dello stato' }).getByRole('listitem').first()).toContainText(
    'Marco Rossi',
  );

  const hubContext = await browser.newContext();
  const hub = await hubContext.newPage();
  await new IssuerLoginPage(hub).loginAs('hubhead@demo.example');
  await hub.getByRole('link', { name: 'Progetti della rete' }).click();
  await expect(hub.getByRole('heading', { level: 1, name: 'Progetti della rete' })).toBeVisible();
  const row = await searchGeneratedList(hub, assignedProject);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Completato');
  await row.getByRole('link', { name: assignedProject }).click();
  await expect(hub).toHaveURL(/\/capohubprojects\/detail\//);
  await expect(hub.getByRole('heading', { level: 1, name: assignedProject })).toBeVisible();
  await expect(hub.getByRole('region', { name: 'Allegati', exact: true }).getByText(fileName)).toBeVisible();
  await hubContext.close();
});

test('back office creates a project assigned to the designer, of an apartment type, and names its tutor; the designer then finds it in their projects', async ({
  page,
  browser,
}) => {
  const name = `Condominio Via Nizza ${String(Date.now())}`;
  await new IssuerLoginPage(page).loginAs('backoffice@demo.example');
  const list = new ProjectsListPage(page);
  await list.open();
  await page.getByRole('link', { name: 'Crea' }).click();
  const form = page.getByRole('form', { name: 'Nuovo progetto' });
  await expect(form.getByText('I campi contrassegnati con * sono obbligatori.')).toBeVisible();
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText('Il campo Nome è richiesto')).toBeVisible();

  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await form.getByRole('combobox', { name: 'Tipo', exact: true }).click();
  await page.getByRole('option', { name: 'Condominio' }).click();
  await form.getByRole('combobox', { name: 'Rete' }).click();
  await page.getByRole('option', { name: 'Rete Demo HappyWay' }).click();
  await form.getByRole('combobox', { name: 'Assegnato a' }).click();
  await page.getByRole('option', { name: 'Marco Rossi' }).click();
  await form.getByRole('combobox', { name: 'Tipologia di appartamento' }).click();
  await page.getByRole('option', { name: 'Trilocale', exact: true }).click();
  await form.getByRole('textbox', { name: 'Importo' }).fill('150000');
  const financing = form.getByRole('textbox', { name: 'Finanziamento' });
  await financing.fill('200000');
  await form.getByRole('button', { name: 'Salva' }).click();
  await expect(form.getByText("Il finanziamento non può superare l'importo del progetto")).toBeVisible();
  await financing.fill('90000');
  await form.getByRole('textbox', { name: 'Descrizione' }).fill('Cappotto termico e nuova caldaia a condensazione.');
  await form.getByRole('button', { name: 'Salva' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Dati del progetto' });
  await expect(summary).toContainText('Marco Rossi');
  await expect(summary).toContainText('150.000,00 €');
  await expect(summary).toContainText('90.000,00 €');
  await expect(summary).toContainText('Tipologia di appartamentoTrilocale');

  const projectPath = new URL(page.url()).pathname;
  await page.goto(projectPath.replace('/projects/show/', '/tutor/assign/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Assegna un tutor' })).toBeVisible();
  await expect(page.getByText('Nessun tutor assegnato')).toBeVisible();
  await page.getByRole('combobox', { name: 'Scegli il tutor' }).fill('Conti');
  await page.getByRole('option', { name: /Luca Conti.*backoffice@demo\.example/ }).click();
  await page.getByRole('button', { name: 'Vedi il profilo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conferma il tutor' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profilo del candidato' })).toContainText(
    'Luca Conti (backoffice@demo.example)',
  );
  await page.getByRole('button', { name: 'Conferma come tutor' }).click();
  await page.getByRole('dialog', { name: 'Assegnare il tutor?' }).getByRole('button', { name: 'Assegna' }).click();
  await expect(page).toHaveURL(projectPath.replace('/projects/show/', '/tutor/edit/'));
  await expect(page.getByText(/Attuale tutor: Luca Conti \(backoffice@demo\.example\)/)).toBeVisible();

  const designerContext = await browser.newContext();
  const designer = await designerContext.newPage();
  await new IssuerLoginPage(designer).loginAs('designer@demo.example');
  const designerList = new ProjectsListPage(designer);
  await designerList.open();
  const row = await designerList.search(name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Bozza');
  await designerList.openProject(name);
  const designerSummary = designer.getByRole('region', { name: 'Dati del progetto' });
  await expect(designerSummary).toContainText('Rete Demo HappyWay');
  await expect(designerSummary).toContainText('Trilocale');
  await designerContext.close();
});

test("a designer with a bank-service project has 'Servizio bancario' in the menu, with the project and its validation", async ({
  page,
}) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  const chart = page.getByRole('region', { name: 'I tuoi progetti per stato' });
  await expect(chart.getByRole('figure')).toBeVisible();
  await page.getByRole('link', { name: 'Servizio bancario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Servizio bancario' })).toBeVisible();
  const main = 'Validazione tecnica mutuo - Condominio Via Manzoni 8';
  await page.getByRole('link', { name: main }).click();
  await expect(page).toHaveURL(/\/project-bt\/[0-9a-f-]+\/bt$/);
  await expect(page.getByRole('heading', { level: 1, name: main })).toBeVisible();
  await page.getByRole('link', { name: /Perizia integrativa - Condominio Via Manzoni 8/ }).click();
  await expect(page).toHaveURL(/\/project-bt\/[0-9a-f-]+\/bt\/[0-9a-f-]+$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Perizia integrativa - Condominio Via Manzoni 8' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test("the designer's dashboard bars lead to the list filtered on their status; a hub head has no bank service", async ({
  page,
  browser,
}) => {
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  const chart = page.getByRole('region', { name: 'I tuoi progetti per stato' });
  const bar = chart.getByRole('link', { name: /^Bozza \d+$/ });
  const count = Number(/\d+$/.exec((await bar.textContent()) ?? '')?.[0]);
  await bar.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progetti' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Stato' })).toHaveText('Bozza');
  // Other tests may draft projects for this designer meanwhile: at least the bar's count, and only drafts.
  const results = page.getByRole('status').filter({ hasText: /^Risultati trovati: \d+$/ });
  await expect(results).toBeVisible();
  expect(Number(/\d+$/.exec((await results.textContent()) ?? '')?.[0])).toBeGreaterThanOrEqual(count);
  const rows = page.getByRole('row', { name: /^Seleziona riga / });
  for (const row of await rows.all())
    await expect(row.getByRole('gridcell', { name: 'Bozza', exact: true })).toBeVisible();

  const hubContext = await browser.newContext();
  const hub = await hubContext.newPage();
  await new IssuerLoginPage(hub).loginAs('hubhead@demo.example');
  await expect(hub.getByRole('region', { name: 'I tuoi progetti per stato' }).getByRole('figure')).toBeVisible();
  await expect(hub.getByRole('link', { name: 'Progetti della rete' })).toBeVisible();
  await expect(hub.getByRole('link', { name: 'Servizio bancario' })).toHaveCount(0);
  await hubContext.close();
});
