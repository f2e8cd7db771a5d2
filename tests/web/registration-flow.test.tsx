// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import type { SkillCatalogue } from '../../domain/schemas/skill-catalogue.ts';
import { RegistrationScreen } from '../../src/pages/registration/registration-screen.tsx';
import { httpClient } from '../../src/providers/http-client.ts';
import itRegistration from '../../locales/it/registration.json';
import enRegistration from '../../locales/en/registration.json';
import { type FakeApi, adapterOf, apiAnswer, apiPathOf } from './support/api-fakes.ts';
import { PortalFrame } from './support/portal-frame.tsx';

const catalogue: SkillCatalogue = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    code: 'Management',
    name: 'Gestione e direzione dei lavori',
    skills: [{ id: '20000000-0000-4000-8000-000000000001', code: 'PM', name: 'Gestione progetti' }],
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    code: 'EnergyEfficiency',
    name: 'Efficienza energetica',
    skills: [{ id: '20000000-0000-4000-8000-000000000002', code: 'EnergyAudit', name: 'Diagnosi energetica' }],
  },
];

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** Our API in memory, behind the transport of the one client. */
function fakeApi({
  catalogueStatus = 200,
  register,
}: {
  catalogueStatus?: number;
  register?: { status: number; data: unknown };
}) {
  const sent: Sent[] = [];

  const transport: FakeApi = (request) => {
    const method = request.method.toUpperCase();
    const url = apiPathOf(request.url);
    sent.push({ method, url, body: request.data });
    if (url === '/profile/skill') {
      return catalogueStatus === 200
        ? apiAnswer(200, catalogue)
        : apiAnswer(catalogueStatus, { statusCode: catalogueStatus, error: 'Not Found', message: 'Non trovato' });
    }
    if (url === '/profile/validate' || url.startsWith('/profile/organization/checkvat/'))
      return apiAnswer(200, { valid: true });
    if (url === '/profile/network/validate/DEMO2026')
      return apiAnswer(200, { id: '30000000-0000-4000-8000-000000000001', name: 'Rete Demo', code: 'DEMO2026' });
    if (url.startsWith('/profile/network/validate/'))
      return apiAnswer(404, { statusCode: 404, error: 'Not Found', message: 'Codice non trovato! Riprova' });
    if (url === '/profile/profile/register' && register) return apiAnswer(register.status, register.data);
    return apiAnswer(500, { statusCode: 500, error: 'Internal Server Error', message: 'Si è verificato un errore!' });
  };
  return { transport, sent };
}

/** The browser's own Back and Forward (a POP of the history), outside the page. */
function BrowserButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        browser forward
      </button>
    </>
  );
}

const originalTransport = httpClient.defaults.adapter;
let api: ReturnType<typeof fakeApi>;

function renderFlow(options: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi(options);
  httpClient.defaults.adapter = adapterOf(api.transport);
  return render(
    <PortalFrame at={['/welcome', '/registrazione/designer']}>
      <Routes>
        <Route path="/registrazione/designer" element={<RegistrationScreen flow="designer" />} />
        <Route path="/welcome" element={<p>Pagina di benvenuto</p>} />
      </Routes>
      <BrowserButtons />
    </PortalFrame>,
  );
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const type = (label: RegExp | string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
};
const next = async (heading: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
  await screen.findByRole('heading', { level: 2, name: heading });
};
/** The Italian date picker (loaded with the step): a date goes in as GG/MM/AAAA, as an autofill would type it. */
const typeDay = async (label: RegExp, value: string) => {
  // The Italian date picker loads with the first date on screen.
  const group = await screen.findByRole('group', { name: label }, { timeout: 10_000 });
  const input = group.closest('.MuiPickersInputBase-root')?.querySelector('input');
  if (!input) throw new Error('the date field has no input');
  fireEvent.change(input, { target: { value } });
};
const storedDraft = () => window.sessionStorage.getItem('happyway.registration.designer') ?? '';

async function fillUserStep() {
  type(/^Nome/, 'Laura');
  type(/^Cognome/, 'Verdi');
  type(/^Email/, 'laura@example.it');
  type(/^Cellulare/, '3351112233');
  type(/^Password/, 'Nuova-Rete-2026!');
  type(/^Conferma password/, 'Nuova-Rete-2026!');
  await typeDay(/^Data di nascita/, '01/08/1985');
  fireEvent.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
  await next('Codice rete');
}

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  httpClient.defaults.adapter = originalTransport;
});

describe('registration flow', () => {
  it('has Italian and English texts for the same keys', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' && child !== null ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(enRegistration).sort()).toEqual(keys(itRegistration).sort());
  });

  it('shows the catalogue by category and asks for at least one skill', async () => {
    renderFlow();
    const energy = await screen.findByRole('group', { name: 'Efficienza energetica' });
    expect(within(energy).getByLabelText('Diagnosi energetica')).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText('Scegli almeno una competenza o descrivi le tue competenze')).toBeVisible();
  });

  it("says 'Errore durante il caricamento dei dati' when the catalogue is not found, and lets the user type skills anyway", async () => {
    renderFlow({ catalogueStatus: 404 });
    expect(await screen.findByText('Errore durante il caricamento dei dati')).toBeVisible();
    type('Altre competenze', 'Rilievi con drone');
    await next('Dati utente');
  });

  it('checks every user field with its spec message, the agreement included', async () => {
    renderFlow();
    fireEvent.click(await screen.findByLabelText('Gestione progetti'));
    await next('Dati utente');
    type(/^Email/, 'laura@');
    type(/^Cellulare/, '+393351112233');
    type(/^Password/, 'Nuova-Rete-2026!');
    type(/^Conferma password/, 'Nuova-Rete-2026?');
    type(/^Codice fiscale/, 'RSSMRA85M01H501X');
    await typeDay(/^Data di nascita/, '01/01/2015');
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    for (const message of [
      'Il campo Nome è richiesto',
      'Il campo Cognome è richiesto',
      'Email non valida',
      'Deve essere un numero di telefono valido senza prefisso internazionale.',
      'Passwords non coincidenti',
      'Il codice fiscale non è valido.',
      'Data di nascita non valida. Devi essere maggiorenne!',
      'Accetta i termini per continuare',
    ])
      expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Dati utente' })).toBeVisible();
  });

  it('keeps what was typed going back and forward, and never stores the password', async () => {
    renderFlow();
    fireEvent.click(await screen.findByLabelText('Gestione progetti'));
    await next('Dati utente');
    await fillUserStep();
    const code = () => screen.getByRole('textbox', { name: /^Codice rete/ });
    expect((code() as HTMLInputElement).value).toBe('');
    fireEvent.change(code(), { target: { value: 'NESSUNA1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findAllByText('Codice non trovato! Riprova')).not.toHaveLength(0);
    fireEvent.change(code(), { target: { value: 'demo2026' } });
    expect(await screen.findByText('Rete trovata: Rete Demo')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Indietro' }));
    await screen.findByRole('heading', { level: 2, name: 'Dati utente' });
    expect((field(/^Nome/) as HTMLInputElement).value).toBe('Laura');
    expect((field(/^Password/) as HTMLInputElement).value).toBe('Nuova-Rete-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Indietro' }));
    await screen.findByRole('heading', { level: 2, name: 'Competenze' });
    expect(screen.getByLabelText<HTMLInputElement>('Gestione progetti').checked).toBe(true);
    await waitFor(() => {
      expect(storedDraft()).toContain('Laura');
    });
    expect(storedDraft()).not.toContain('Nuova-Rete-2026!');
  });

  it("walks the steps with the browser's Back and Forward, keeping what was typed, and leaves from the first step", async () => {
    renderFlow();
    const browser = (move: 'back' | 'forward') => {
      fireEvent.click(screen.getByRole('button', { name: `browser ${move}` }));
    };
    fireEvent.click(await screen.findByLabelText('Gestione progetti'));
    await next('Dati utente');
    type(/^Nome/, 'Laura');
    browser('back');
    await screen.findByRole('heading', { level: 2, name: 'Competenze' });
    expect(screen.getByLabelText<HTMLInputElement>('Gestione progetti').checked).toBe(true);
    browser('forward');
    await screen.findByRole('heading', { level: 2, name: 'Dati utente' });
    expect((field(/^Nome/) as HTMLInputElement).value).toBe('Laura');
    // The page's own Back takes the same way, so the browser's Back from the first step leaves the flow.
    fireEvent.click(screen.getByRole('button', { name: 'Indietro' }));
    await screen.findByRole('heading', { level: 2, name: 'Competenze' });
    browser('back');
    expect(await screen.findByText('Pagina di benvenuto')).toBeVisible();
  });

  it('after a reload asks for the password again, and sends the server field errors back to their step', async () => {
    window.sessionStorage.setItem(
      'happyway.registration.designer',
      JSON.stringify({
        token: null,
        position: 'legalRepresentative',
        invitation: null,
        networkName: 'Rete Demo',
        registeredEmail: null,
        values: {
          skills: { skillIds: ['20000000-0000-4000-8000-000000000001'], skillDescription: '' },
          user: {
            firstName: 'Laura',
            lastName: 'Verdi',
            email: 'laura@example.it',
            phone: '3351112233',
            fiscalCode: '',
            placeOfBirth: '',
            dob: '1985-08-01',
            agreement: true,
          },
          network: { networkCode: 'DEMO2026' },
          company: {
            name: 'Studio Verdi',
            vatNumber: '09876543217',
            fiscalCode: '',
            phone: '',
            street: 'Via Cavour',
            houseNumber: '12',
            zip: '00184',
            city: 'Roma',
            province: '',
            nation: 'Italia',
            certifiedEmail: '',
            electronicInvoicingCode: '',
          },
          publicProfile: {
            publicDescription: 'Studio di Roma',
            website: '',
            professionalCategory: 'Architect',
            yearsOfExperience: '',
            chamberOfCommerceNumber: '',
            employeesNumber: '',
            collaboratorsNumber: '',
            averageCostOfWork: '',
          },
          legalRepresentative: {
            firstName: 'Laura',
            lastName: 'Verdi',
            fiscalCode: 'RSSMRA85M01H501Q',
            email: '',
            phone: '',
          },
        },
      }),
    );
    renderFlow({
      register: {
        status: 409,
        data: {
          statusCode: 409,
          error: 'Conflict',
          message: 'Partita IVA già registrata',
          errors: [{ path: 'company.vatNumber', message: 'Partita IVA già registrata' }],
        },
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Legale rappresentante' });
    fireEvent.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    await screen.findByRole('heading', { level: 2, name: 'Dati utente' });
    expect(
      await screen.findByText(
        'Per sicurezza la password non viene conservata quando ricarichi la pagina: inseriscila di nuovo.',
      ),
    ).toBeVisible();
    expect(api.sent.some((request) => request.url === '/profile/profile/register')).toBe(false);

    type(/^Password/, 'Nuova-Rete-2026!');
    type(/^Conferma password/, 'Nuova-Rete-2026!');
    await next('Codice rete');
    await next('Dati aziendali');
    await next('Profilo pubblico');
    await next('Legale rappresentante');
    fireEvent.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
    await screen.findByRole('heading', { level: 2, name: 'Dati aziendali' });
    expect(await screen.findByText('Partita IVA già registrata')).toBeVisible();
    const request = api.sent.find((sent) => sent.url === '/profile/profile/register');
    expect(request?.body).toMatchObject({
      flow: 'designer',
      user: { email: 'laura@example.it', password: 'Nuova-Rete-2026!' },
      company: { vatNumber: '09876543217' },
    });
  });
});
