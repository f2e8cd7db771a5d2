// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { PublicTextsProvider } from '../../src/i18n/public-texts.tsx';
import { wizardTexts } from '../../src/wizard/wizard-texts.ts';
import { theme } from '../../src/theme.ts';
import { HandoffSection } from '../../src/wizard/handoff/handoff-section.tsx';
import { toAnswersInput, EMPTY_DRAFT } from '../../src/wizard/wizard-draft.ts';

const answers = toAnswersInput({ ...EMPTY_DRAFT, typology: 'apartment', sqm: '80', city: 'Torino' });

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the coverage lookup answers `covered`, the contact submission `status` with `body`. */
const isCoverage = (input: Parameters<typeof fetch>[0]): boolean =>
  typeof input === 'string' && input.startsWith('/api/profile/landingcontact/coverage');
const respond = (status: number, body: unknown, covered = true) =>
  vi
    .fn<typeof fetch>()
    .mockImplementation((input) =>
      Promise.resolve(isCoverage(input) ? jsonResponse(200, { covered }) : jsonResponse(status, body)),
    );

/** The calls that sent the contact (not the coverage lookups). */
const submissions = (fetchMock: ReturnType<typeof respond>) =>
  fetchMock.mock.calls.filter(([input]) => !isCoverage(input));

function renderSection(networkCode: string | null = null, province = 'TO') {
  render(
    <ThemeProvider theme={theme}>
      <PublicTextsProvider texts={wizardTexts}>
        <HandoffSection
          answers={answers}
          networkCode={networkCode}
          network={networkCode ? { name: 'Rete Demo HappyWay', code: networkCode } : null}
          province={province}
        />
      </PublicTextsProvider>
    </ThemeProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

function fillContact() {
  fireEvent.change(field('Nome'), { target: { value: 'Lucia' } });
  fireEvent.change(field('Cognome'), { target: { value: 'Ferrara' } });
  fireEvent.change(field('Email'), { target: { value: 'lucia@example.com' } });
  fireEvent.change(field('Telefono'), { target: { value: '3351234567' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

const submit = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Voglio essere ricontattato' }));
};

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HandoffSection', () => {
  it('checks every field with the Italian messages before sending anything, and links the privacy policy', () => {
    const fetchMock = respond(201, {});
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    submit();
    expect(screen.getByText('Il campo Nome è richiesto')).toBeVisible();
    expect(screen.getByText('Email non valida')).toBeVisible();
    expect(screen.getByText('Deve essere un numero di telefono valido senza prefisso internazionale.')).toBeVisible();
    expect(screen.getByText("Per inviare i tuoi recapiti devi accettare l'informativa sulla privacy")).toBeVisible();
    expect(document.activeElement).toBe(field('Nome'));
    expect(screen.getByRole('link', { name: 'informativa sulla privacy' }).getAttribute('href')).toBe('/privacy-terms');
    expect(submissions(fetchMock)).toEqual([]);
  });

  it('sends the answers with the contact and the network code, thanks by name and remembers it for these answers', async () => {
    const fetchMock = respond(201, {
      result: {},
      localManager: { firstName: 'Roberta', lastName: 'Marino' },
      network: { name: 'Rete Demo HappyWay', code: 'DEMO2026' },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSection('DEMO2026');
    expect(await screen.findByText(/un Local Manager della rete «Rete Demo HappyWay» ti chiama/)).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/profile/landingcontact/coverage?province=TO&networkCode=DEMO2026');
    fillContact();
    submit();
    await screen.findByText('Grazie, Lucia!');
    expect(
      screen.getByText(
        'Abbiamo ricevuto i tuoi recapiti. Roberta Marino, Local Manager della rete «Rete Demo HappyWay», ti contatterà a breve.',
      ),
    ).toBeVisible();
    const [url, init] = submissions(fetchMock)[0] ?? [];
    expect(url).toBe('/api/profile/landingcontact/');
    expect(typeof init?.body).toBe('string');
    expect(JSON.parse(init?.body as string)).toEqual({
      answers: JSON.parse(JSON.stringify(answers)) as unknown,
      firstName: 'Lucia',
      lastName: 'Ferrara',
      email: 'lucia@example.com',
      phone: '3351234567',
      privacyAccepted: true,
      networkCode: 'DEMO2026',
    });

    cleanup();
    renderSection('DEMO2026');
    expect(screen.getByText('Grazie, Lucia!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Voglio essere ricontattato' })).toBeNull();
  });

  it('promises no call before sending when no Local Manager covers the province (Bari), nor while it is not known', async () => {
    const fetchMock = respond(201, {}, false);
    vi.stubGlobal('fetch', fetchMock);
    renderSection(null, 'BA');
    expect(screen.queryByText(/ti chiama/)).toBeNull();
    expect(
      await screen.findByText(/al momento nessun Local Manager della rete HappyWay copre la provincia della tua casa/),
    ).toBeVisible();
    expect(screen.queryByText(/ti chiama/)).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/profile/landingcontact/coverage?province=BA');
  });

  it("shows the server's field messages of a refused contact next to their fields", async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Dati non validi',
        errors: [{ path: 'email', message: 'Email non valida' }],
      }),
    );
    renderSection();
    fillContact();
    submit();
    await waitFor(() => {
      expect(screen.getByText('Email non valida')).toBeVisible();
    });
    expect(screen.queryByText(/Grazie/)).toBeNull();
  });
});
