// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ProjectDetails } from '../../domain/projects/schemas.ts';
import { httpClient } from '../../src/providers/http-client.ts';
import { ProjectDetailPage } from '../../src/resources/projects/project-detail-page.tsx';
import itScreens from '../../locales/it/projects-screens.json';
import enScreens from '../../locales/en/projects-screens.json';
import { type FakeApi, adapterOf, apiAnswer, apiPathOf } from './support/api-fakes.ts';
import { PortalFrame } from './support/portal-frame.tsx';

const projectId = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
const designer = { id: '10000000-0000-4000-8000-000000000001', name: 'Marco Rossi' };
const hubHead = { id: '10000000-0000-4000-8000-000000000002', name: 'Giulia Bianchi' };
/** The projections' commas go percent-encoded, as any query value the client sends. */
const detailsUrl = `/happyway/projects/${projectId}/details?projections=${encodeURIComponent('roles,history,stats,children')}`;

const project = (overrides: Partial<ProjectDetails> = {}): ProjectDetails => ({
  id: projectId,
  name: 'Riqualificazione condominio Via Roma 12',
  description: 'Cappotto termico e sostituzione infissi',
  type: 'Condominium',
  status: 'InProgress',
  networkId: '20000000-0000-4000-8000-000000000001',
  networkName: 'Rete Demo Torino',
  assigneeId: designer.id,
  assigneeName: designer.name,
  tutorId: null,
  tutorName: null,
  professionalCategory: 'Architect',
  apartmentTypeId: '30000000-0000-4000-8000-000000000001',
  apartmentTypeName: 'Attico',
  amount: 12_500_050,
  financing: 8_000_000,
  parentId: null,
  condominiumId: null,
  createdBy: hubHead.id,
  createdAt: '2026-02-01T09:00:00.000Z',
  receivedAt: '2026-02-03T00:00:00.000Z',
  updatedAt: '2026-02-10T09:00:00.000Z',
  roles: [
    {
      profileId: '10000000-0000-4000-8000-000000000003',
      name: 'Sara Verdi',
      email: 'sara@demo.example',
      role: 'coach',
      roleLabel: 'Coach',
      assignedAt: '2026-02-05T10:00:00.000Z',
      assignedBy: hubHead,
    },
  ],
  history: [
    {
      id: '30000000-0000-4000-8000-000000000001',
      fromStatus: null,
      toStatus: 'Draft',
      changedAt: '2026-02-01T09:00:00.000Z',
      changedBy: hubHead,
      note: null,
    },
    {
      id: '30000000-0000-4000-8000-000000000002',
      fromStatus: 'Draft',
      toStatus: 'Submitted',
      changedAt: '2026-02-02T09:00:00.000Z',
      changedBy: hubHead,
      note: null,
    },
    {
      id: '30000000-0000-4000-8000-000000000003',
      fromStatus: 'Submitted',
      toStatus: 'InProgress',
      changedAt: '2026-02-10T09:00:00.000Z',
      changedBy: hubHead,
      note: null,
    },
  ],
  stats: { files: 0, verificationFiles: 0, people: 1, statusChanges: 3, children: 0, daysInStatus: 4 },
  children: [],
  allowedTransitions: [{ to: 'Completed', via: 'status' }],
  permissions: { edit: true, editAll: false, delete: false, managePeople: false, confirmCmc: false },
  ...overrides,
});

interface Answer {
  status: number;
  data: unknown;
}

/** Our API in memory behind the client's transport: the details, the document lists, and the status call's answer. */
function fakeServer(initial: ProjectDetails, statusAnswer: (current: ProjectDetails) => Answer) {
  let current = initial;
  const requests: string[] = [];
  const transport: FakeApi = (request) => {
    const method = request.method.toUpperCase();
    const url = apiPathOf(request.url);
    requests.push(`${method} ${url}`);
    const reply = ({ status, data }: Answer) => apiAnswer(status, data);
    if (method === 'GET' && url === detailsUrl) return reply({ status: 200, data: current });
    if (method === 'GET' && url.startsWith('/happyway/repository-objects?'))
      return reply({ status: 200, data: { data: [] } });
    if (method === 'PUT' && url.startsWith(`/happyway/projects/${projectId}/status/`)) {
      const answer = statusAnswer(current);
      if (answer.status === 200) current = { ...current, status: 'Completed', allowedTransitions: [] };
      return reply(answer);
    }
    return reply({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Progetto non trovato' } });
  };
  return { transport, requests };
}

const originalTransport = httpClient.defaults.adapter;
let server: ReturnType<typeof fakeServer>;

function renderDetail(
  initial: ProjectDetails,
  statusAnswer: (current: ProjectDetails) => Answer = () => ({ status: 200, data: {} }),
  id = projectId,
) {
  server = fakeServer(initial, statusAnswer);
  httpClient.defaults.adapter = adapterOf(server.transport);
  render(
    <PortalFrame at={`/projects/show/${id}`}>
      <Routes>
        <Route path="/projects/show/:id" element={<ProjectDetailPage listPath="/projects" />} />
      </Routes>
    </PortalFrame>,
  );
}

const statusCalls = () => server.requests.filter((request) => request.includes('/status/'));

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

afterEach(() => {
  cleanup();
  httpClient.defaults.adapter = originalTransport;
});

describe('the project detail page', () => {
  it('shows the project: money in euro it-IT, assignee, category and apartment type, the status history in Italian, the people and both document panels', async () => {
    renderDetail(project());
    expect(screen.getByRole('progressbar', { name: 'Caricamento del progetto' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riqualificazione condominio Via Roma 12' }),
    ).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Dati del progetto' });
    expect(within(summary).getByText('125.000,50 €')).toBeVisible();
    expect(within(summary).getByText('80.000,00 €')).toBeVisible();
    expect(within(summary).getByText('Marco Rossi')).toBeVisible();
    expect(within(summary).getByText('Architetto')).toBeVisible();
    expect(within(summary).getByText('Tipologia di appartamento')).toBeVisible();
    expect(within(summary).getByText('Attico')).toBeVisible();
    expect(within(summary).getByText('Condominio')).toBeVisible();
    expect(within(summary).getByText('Cappotto termico e sostituzione infissi')).toBeVisible();
    const history = within(screen.getByRole('list', { name: 'Storico dello stato' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(history).toEqual([
      'Da Inviato a In corsoGiulia Bianchi, 10/02/2026, 10:00',
      'Da Bozza a InviatoGiulia Bianchi, 02/02/2026, 10:00',
      'Creato come BozzaGiulia Bianchi, 01/02/2026, 10:00',
    ]);
    expect(within(screen.getByRole('region', { name: 'Persone del progetto' })).getByText('Sara Verdi')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Allegati' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Documenti di verifica di fine progetto' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Rimuovi Sara Verdi/ })).toBeNull();
  });

  it("offers exactly the moves of allowedTransitions: the designer's 'Segna come completato', others in the 'Cambia stato' menu", async () => {
    renderDetail(project());
    expect(await screen.findByRole('button', { name: 'Segna come completato' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cambia stato' })).toBeNull();
    cleanup();

    renderDetail(
      project({
        status: 'Completed',
        allowedTransitions: [
          { to: 'Verified', via: 'confirmcmc' },
          { to: 'InProgress', via: 'status' },
          { to: 'Cancelled', via: 'status' },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cambia stato' }));
    const items = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Conferma CMC', 'Porta a In corso', 'Annulla il progetto']);
    expect(screen.queryByRole('button', { name: 'Segna come completato' })).toBeNull();
    cleanup();

    renderDetail(project({ status: 'Verified', allowedTransitions: [] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Segna come completato' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambia stato' })).toBeNull();
  });

  it("asks for confirmation before 'Segna come completato' and changes nothing on 'Annulla'", async () => {
    renderDetail(project());
    fireEvent.click(await screen.findByRole('button', { name: 'Segna come completato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Segnare il progetto come completato?' });
    expect(within(dialog).getByText(/passerà da In corso a Completato/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(statusCalls()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Segna come completato' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Segna come completato' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Segna come completato' })).toBeNull();
    });
    expect(statusCalls()).toEqual([`PUT /happyway/projects/${projectId}/status/Completed?skipNotification=false`]);
    expect(server.requests.filter((request) => request === `GET ${detailsUrl}`)).toHaveLength(2);
    expect(screen.getByText('Completato', { selector: '.MuiChip-label' })).toBeVisible();
  });

  it("shows the server's Italian message when the move is refused (409) and keeps the status", async () => {
    const message = 'Transizione di stato non consentita: da Completato a Completato';
    renderDetail(project(), () => ({ status: 409, data: { statusCode: 409, error: 'Conflict', message } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Segna come completato' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Segna come completato' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(statusCalls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Segna come completato' })).toBeVisible();
  });

  it("says 'Progetto non trovato' for a project the caller may not see", async () => {
    renderDetail(project(), undefined, '7a7a7a7a-0000-4000-8000-000000000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Progetto non trovato');
    expect(screen.getByRole('link', { name: 'Torna indietro' }).getAttribute('href')).toBe('/projects');
  });
});

describe('project screen locales', () => {
  it('gives the English fallback exactly the Italian keys', () => {
    expect(keyPaths(enScreens).sort()).toEqual(keyPaths(itScreens).sort());
  });
});
