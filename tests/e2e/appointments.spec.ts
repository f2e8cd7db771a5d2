import { expect, test } from '@playwright/test';
import { IssuerLoginPage } from './pages/issuer-login-page.ts';

const italianMonths = 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre';

test('a designer creates an appointment in the calendar, one that started already, and marks it attended', async ({
  page,
}) => {
  const title = `Sopralluogo Via Dante ${String(Date.now())}`;
  await new IssuerLoginPage(page).loginAs('designer@demo.example');
  await page.getByRole('link', { name: 'Appuntamenti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appuntamenti' })).toBeVisible();
  const views = page.getByRole('group', { name: 'Vista' });
  await views.getByRole('link', { name: 'Mese' }).click();
  await expect(page).toHaveURL(/\/appointment\/calendar\?view=month&day=\d{4}-\d{2}-\d{2}$/);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^(${italianMonths}) \\d{4}$`, 'i') }),
  ).toBeVisible();
  await expect(page.getByText('lunedì', { exact: true })).toBeVisible();
  await expect(page.getByText('domenica', { exact: true })).toBeVisible();

  await views.getByRole('link', { name: 'Settimana' }).click();
  const period = page.getByRole('heading', {
    level: 2,
    name: new RegExp(`^\\d{1,2}( (${italianMonths}))? – \\d{1,2} (${italianMonths}) \\d{4}$`),
  });
  await expect(period).toBeVisible();
  const thisWeek = (await period.textContent()) ?? '';
  // Last week's Monday at 10:00 has started whatever day and hour the test runs.
  await page.getByRole('link', { name: 'Precedente' }).click();
  // The address changes before the page draws the new week: read its slots once the week shown is last week.
  await expect(period).not.toHaveText(thisWeek);
  const slot = page.getByRole('link', {
    name: new RegExp(`^Nuovo appuntamento lunedì \\d{1,2} (${italianMonths}) ore 10:00$`),
  });
  const slotName = (await slot.getAttribute('aria-label')) ?? '';
  const weekUrl = page.url();
  await slot.click();

  const form = page.getByRole('form', { name: 'Nuovo appuntamento' });
  await expect(form.getByRole('group', { name: 'Inizio' })).toContainText('10:00');
  await expect(form.getByRole('group', { name: 'Fine' })).toContainText('11:00');
  await expect(form.getByRole('button', { name: /Scegli (la )?data/i }).first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Titolo' }).fill(title);
  await form.getByRole('textbox', { name: 'Luogo' }).fill('Via Dante 3, Milano');
  await form.getByRole('combobox', { name: 'Partecipanti' }).click();
  await page.getByRole('option', { name: 'Giulia Ferri' }).click();
  await form.getByRole('button', { name: 'Salva' }).click();

  await expect(page).toHaveURL(weekUrl);
  const entry = page.getByRole('link', { name: `10:00 ${title}` });
  await expect(entry).toBeVisible();
  expect(slotName).toContain('lunedì');
  await entry.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Appuntamento' })).toBeVisible();
  await expect(page.getByText('Giulia Ferri')).toBeVisible();
  const attendance = page.getByRole('region', { name: 'Svolgimento' });
  await expect(attendance).toContainText('Svolto: Non ancora indicato');
  await attendance.getByRole('button', { name: 'Segna come svolto' }).click();
  await expect(page.getByText('Svolgimento registrato')).toBeVisible();
  await expect(attendance).toContainText('Svolto: Sì');
  await expect(attendance.getByRole('button', { name: 'Segna come svolto' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Modifica' }).click();
  const edit = page.getByRole('form', { name: 'Modifica appuntamento' });
  await expect(edit.getByRole('group', { name: 'Inizio' })).toContainText('10:00');
  await expect(edit.getByRole('button', { name: 'Giulia Ferri' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Luogo' }).fill('Via Dante 5, Milano');
  await edit.getByRole('button', { name: 'Salva' }).click();

  await expect(page).toHaveURL(/\/appointment(\?|$)/);
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Via Dante 5, Milano');
  await expect(row).toContainText('Sì');
  await expect(row).toContainText('Marco Rossi');
  await expect(row).toContainText('10:00');
});
