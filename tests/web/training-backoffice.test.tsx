// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BaseRecord, DataProvider } from '@refinedev/core';
import { Route, Routes, useLocation } from 'react-router';
import { trainings } from '../../domain/resources/trainings.ts';
import { ResourceViewRoutes } from '../../src/resources/generic/resource-screens.tsx';
import { trainingsUnit } from '../../src/resources/trainings/index.ts';
import { renderGeneratedResource } from './support/render-generated-resource.tsx';

const moduleId = '00000000-0000-4000-8000-0000000000a1';
const stored: BaseRecord = {
  id: moduleId,
  title: 'Cantieri sicuri',
  description: null,
  category: 'condominium',
  mandatory: true,
  status: 'published',
  roles: ['HubHead', 'Designer'],
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  totalLessons: 2,
  completedLessons: 0,
  state: 'notStarted',
  allLessonsDone: false,
  completedAt: null,
  certificateCode: null,
};

function fakeApi() {
  const calls: unknown[] = [];
  const dataProvider: DataProvider = {
    getApiUrl: () => '/api',
    getList: ({ meta }) => {
      calls.push(['GET', meta?.listPath]);
      return Promise.resolve({ data: [stored] as never[], total: 1 });
    },
    getOne: () => Promise.resolve({ data: stored as never }),
    create: ({ variables, meta }) => {
      calls.push(['POST', meta?.path, variables]);
      return Promise.resolve({ data: { ...stored, ...variables, id: moduleId } as never });
    },
    update: ({ id, variables, meta }) => {
      calls.push(['PUT', `${String(meta?.path)}/${String(id)}`, variables]);
      return Promise.resolve({ data: { ...stored, ...variables } as never });
    },
    deleteOne: () => Promise.reject(new Error('not used')),
  };
  return { dataProvider, calls };
}

function Location() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const [view] = trainingsUnit.views ?? [];

function renderAt(url: string, api: ReturnType<typeof fakeApi>) {
  if (!view) throw new Error('the trainings unit declares the back-office view');
  renderGeneratedResource({
    url,
    dataProvider: api.dataProvider,
    children: (
      <>
        <Routes>
          <Route
            path="/backoffice-training/*"
            element={<ResourceViewRoutes unit={trainingsUnit} declaration={trainings} view={view} />}
          />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </>
    ),
  });
}

afterEach(cleanup);

describe("back office's training modules on the generated list and form", () => {
  it('lists the modules in a named region, each linking to its detail, with its edit, preview and new module', async () => {
    const api = fakeApi();
    renderAt('/backoffice-training', api);
    const region = await screen.findByRole('region', { name: 'Gestione della formazione' });
    // The page's rows come with the first answer; the grid draws them after measuring its columns.
    const link = await within(region).findByRole('link', { name: 'Cantieri sicuri' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/backoffice-training/module-detail/${moduleId}`);
    const row = within(region).getAllByRole('row')[1];
    if (!row) throw new Error('one row per module');
    expect(within(row).getByText('Condominio')).toBeVisible();
    expect(within(row).getByText('Pubblicato')).toBeVisible();
    expect(within(row).getByText('Obbligatorio')).toBeVisible();
    expect(within(row).getByText('01/03/2026')).toBeVisible();
    expect((await within(row).findByRole('link', { name: 'Modifica Cantieri sicuri' })).getAttribute('href')).toBe(
      `/backoffice-training/module-form/${moduleId}`,
    );
    expect(within(row).getByRole('link', { name: 'Anteprima di Cantieri sicuri' }).getAttribute('href')).toBe(
      `/backoffice-training/module-preview/${moduleId}`,
    );
    expect(within(row).getByRole('button', { name: 'Elimina Cantieri sicuri' })).toBeVisible();
    expect((await screen.findByRole('link', { name: 'Nuovo modulo' })).getAttribute('href')).toBe(
      '/backoffice-training/module-form',
    );
    expect(api.calls[0]).toEqual(['GET', '/happyway/trainings']);
  });

  it('creates a module from the declared draft defaults, asking its roles as checkboxes, then opens its detail', async () => {
    const api = fakeApi();
    renderAt('/backoffice-training/module-form', api);
    const form = await screen.findByRole('form', { name: 'Nuovo modulo' });
    expect(within(form).getByRole('combobox', { name: /Categoria/ }).textContent).toBe('Generico');
    expect(within(form).getByRole('combobox', { name: /Stato/ }).textContent).toBe('Bozza');
    fireEvent.change(within(form).getByRole('textbox', { name: /^Titolo/ }), { target: { value: 'Verifiche' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Indica almeno un ruolo a cui il modulo è aperto')).toBeVisible();

    const roles = within(form).getByRole('group', { name: /Ruoli a cui è aperto/ });
    fireEvent.click(within(roles).getByRole('checkbox', { name: 'Professionista' }));
    fireEvent.click(within(roles).getByRole('checkbox', { name: 'Capo hub' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    // The save validates, writes and navigates: on a loaded machine that takes longer than waitFor's default second.
    await waitFor(
      () => {
        expect(screen.getByTestId('path').textContent).toBe(`/backoffice-training/module-detail/${moduleId}`);
      },
      { timeout: 5_000 },
    );
    expect(api.calls).toContainEqual([
      'POST',
      '/happyway/trainings',
      {
        title: 'Verifiche',
        description: null,
        category: 'generic',
        roles: ['Designer', 'HubHead'],
        mandatory: false,
        status: 'draft',
      },
    ]);
  });

  it("edits a module with its roles checked, and cancel leads back to the modules' list", async () => {
    const api = fakeApi();
    renderAt(`/backoffice-training/module-form/${moduleId}`, api);
    const form = await screen.findByRole('form', { name: 'Modifica modulo' });
    const roles = within(form).getByRole('group', { name: /Ruoli a cui è aperto/ });
    await waitFor(() => {
      expect(within(roles).getByRole<HTMLInputElement>('checkbox', { name: 'Capo hub' }).checked).toBe(true);
    });
    expect(within(roles).getByRole<HTMLInputElement>('checkbox', { name: 'Specialista' }).checked).toBe(false);
    expect(within(form).getByRole('link', { name: 'Annulla' }).getAttribute('href')).toBe('/backoffice-training');
    fireEvent.click(within(roles).getByRole('checkbox', { name: 'Capo hub' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    // The save validates, writes and navigates: on a loaded machine that takes longer than waitFor's default second.
    await waitFor(
      () => {
        expect(screen.getByTestId('path').textContent).toBe(`/backoffice-training/module-detail/${moduleId}`);
      },
      { timeout: 5_000 },
    );
    expect(api.calls).toContainEqual([
      'PUT',
      `/happyway/trainings/${moduleId}`,
      {
        title: 'Cantieri sicuri',
        description: null,
        category: 'condominium',
        roles: ['Designer'],
        mandatory: true,
        status: 'published',
      },
    ]);
  });
});
