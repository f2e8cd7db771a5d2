// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { ProjectDetails } from '../../domain/projects/schemas.ts';
import { httpClient } from '../../src/providers/http-client.ts';
import { projectsResource } from '../../domain/resources/projects.ts';
import { createDataProvider } from '../../src/providers/data-provider.ts';
import { ResourceForm } from '../../src/resources/generic/resource-form.tsx';
import { projectFormLayout } from '../../src/resources/projects/project-form-fields.ts';
import { ProjectEditPage } from '../../src/resources/projects/project-form-page.tsx';
import { type FakeApi, adapterOf, apiAnswer, apiPathOf } from './support/api-fakes.ts';
import { PortalFrame } from './support/portal-frame.tsx';

const projectId = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
const networkId = '20000000-0000-4000-8000-000000000001';
const designerId = '10000000-0000-4000-8000-000000000001';
const atticId = '30000000-0000-4000-8000-000000000001';

const designersProject: ProjectDetails = {
  id: projectId,
  name: 'Condominio Via Roma 12',
  description: null,
  type: 'Condominium',
  status: 'InProgress',
  networkId,
  networkName: 'Rete Demo Torino',
  assigneeId: designerId,
  assigneeName: 'Marco Rossi',
  tutorId: null,
  tutorName: null,
  professionalCategory: null,
  apartmentTypeId: null,
  apartmentTypeName: null,
  amount: 100000,
  financing: 50000,
  parentId: null,
  condominiumId: null,
  createdBy: null,
  createdAt: '2026-02-01T09:00:00.000Z',
  receivedAt: null,
  updatedAt: '2026-02-01T09:00:00.000Z',
  roles: [],
  history: [],
  children: [],
  allowedTransitions: [],
  permissions: { edit: true, editAll: false, delete: false, managePeople: false, confirmCmc: false },
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Our API behind the client's transport: the form's choices, the project, and the answer to the save. */
function fakeServer(save: (call: Call) => { status: number; data: unknown }) {
  const calls: Call[] = [];
  const transport: FakeApi = (request) => {
    const call = { method: request.method.toUpperCase(), url: apiPathOf(request.url), body: request.data ?? null };
    calls.push(call);
    const reply = (status: number, data: unknown) => apiAnswer(status, data);
    if (call.method === 'GET' && call.url.startsWith('/happyway/projects/options/networkId?'))
      return reply(200, { data: [{ id: networkId, label: 'Rete Demo Torino' }] });
    if (call.method === 'GET' && call.url.startsWith('/happyway/projects/options/assigneeId'))
      return reply(200, { data: [{ id: designerId, label: 'Marco Rossi' }] });
    if (call.method === 'GET' && call.url.startsWith('/happyway/projects/options/apartmentTypeId?')) {
      return reply(200, {
        data: [
          { id: atticId, label: 'Attico' },
          { id: '30000000-0000-4000-8000-000000000002', label: 'Bilocale' },
        ],
      });
    }
    if (call.method === 'GET' && call.url.startsWith(`/happyway/projects/${projectId}/details`))
      return reply(200, designersProject);
    const answer = save(call);
    return reply(answer.status, answer.data);
  };
  return { transport, calls };
}

function Location() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const originalTransport = httpClient.defaults.adapter;
let server: ReturnType<typeof fakeServer>;

function renderAt(url: string, save: (call: Call) => { status: number; data: unknown }) {
  server = fakeServer(save);
  httpClient.defaults.adapter = adapterOf(server.transport);
  render(
    <PortalFrame at={url} dataProvider={createDataProvider('/api', httpClient)}>
      <Routes>
        <Route
          path="/projects/edit"
          element={<ResourceForm declaration={projectsResource} mode="create" layout={projectFormLayout} />}
        />
        <Route path="/projects/edit/:id" element={<ProjectEditPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </PortalFrame>,
  );
}

const saves = () => server.calls.filter((call) => call.method !== 'GET');

afterEach(() => {
  cleanup();
  httpClient.defaults.adapter = originalTransport;
});

describe('the project form', () => {
  it("checks the domain schema before sending, then puts the server's field errors on their fields", async () => {
    renderAt('/projects/edit', () => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Dati non validi',
        errors: [{ path: 'assigneeId', message: 'Il professionista indicato non fa parte della tua rete' }],
      },
    }));
    const form = screen.getByRole('form', { name: 'Nuovo progetto' });
    expect(within(form).getByText('I campi contrassegnati con * sono obbligatori.')).toBeVisible();
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Il campo Nome è richiesto')).toBeVisible();
    expect(within(form).getByText('Il campo Tipo è richiesto')).toBeVisible();
    expect(saves()).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Nome/ }), {
      target: { value: 'Condominio Via Po 3' },
    });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^Tipo(?!logia)/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Abitazione' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Importo' }), { target: { value: '10,00' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Finanziamento' }), { target: { value: '20,00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText("Il finanziamento non può superare l'importo del progetto")).toBeVisible();
    expect(saves()).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Finanziamento' }), { target: { value: '5,00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Il professionista indicato non fa parte della tua rete')).toBeVisible();
    expect(within(form).getByText('Correggi i campi evidenziati.')).toBeVisible();
    expect(saves()).toEqual([
      {
        method: 'POST',
        url: '/project/project',
        body: {
          name: 'Condominio Via Po 3',
          type: 'Home',
          networkId: null,
          assigneeId: null,
          professionalCategory: null,
          apartmentTypeId: null,
          amount: 1000,
          financing: 500,
          receivedAt: null,
          description: null,
        },
      },
    ]);
  });

  it('lets the assigned designer change only their fields, sends the rest unchanged and opens the project once saved', async () => {
    renderAt(`/projects/edit/${projectId}`, (call) => ({
      status: 200,
      data: { ...designersProject, ...(call.body as object) },
    }));
    const form = await screen.findByRole('form', { name: 'Modifica progetto' });
    expect(
      screen.getByText(
        /Puoi modificare nome, descrizione, categoria professionale, tipologia di appartamento e data di ricezione/,
      ),
    ).toBeVisible();
    expect(within(form).queryByRole('combobox', { name: /^Tipo(?!logia)/ })).toBeNull();
    expect(within(form).queryByRole('combobox', { name: 'Assegnato a' })).toBeNull();
    expect(within(form).queryByRole('textbox', { name: 'Importo' })).toBeNull();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Descrizione' }), {
      target: { value: 'Cappotto e infissi' },
    });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Tipologia di appartamento' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Attico' }));
    expect(within(form).getByRole('combobox', { name: 'Tipologia di appartamento' })).toHaveProperty('value', 'Attico');
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => {
      expect(screen.getByTestId('path').textContent).toBe(`/projects/show/${projectId}`);
    });
    expect(saves()).toEqual([
      {
        method: 'PUT',
        url: `/happyway/projects/${projectId}`,
        body: {
          name: 'Condominio Via Roma 12',
          type: 'Condominium',
          networkId,
          assigneeId: designerId,
          professionalCategory: null,
          apartmentTypeId: atticId,
          amount: 100000,
          financing: 50000,
          receivedAt: null,
          description: 'Cappotto e infissi',
        },
      },
    ]);
  });
});
