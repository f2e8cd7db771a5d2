// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type BaseRecord, type DataProvider, type HttpError } from '@refinedev/core';
import { Route, Routes, useLocation } from 'react-router';
import type { AppRoleName } from '../../domain/auth/roles.ts';
import { apartmentTypes } from '../../domain/resources/apartment-types.ts';
import { blueprintOf } from '../../domain/resources/declaration.ts';
import { apartmentTypesUnit } from '../../src/resources/apartment-types/index.ts';
import { ResourceRoutes } from '../../src/resources/generic/resource-screens.tsx';
import { renderGeneratedResource } from './support/render-generated-resource.tsx';

const stored: BaseRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Bilocale',
  typology: 'apartment',
  typicalAreaSqm: 60,
  description: 'Due stanze',
  createdAt: '2026-03-01T09:00:00.000Z',
};

function fakeApi(failure?: HttpError, missing?: HttpError) {
  const writes: unknown[] = [];
  const dataProvider: DataProvider = {
    getApiUrl: () => '/api',
    getList: () => Promise.resolve({ data: [stored] as never[], total: 1 }),
    getOne: async () => {
      if (missing) throw missing;
      return { data: stored as never };
    },
    create: async ({ variables, meta }) => {
      writes.push(['POST', meta?.path, variables]);
      if (failure) throw failure;
      return { data: { ...stored, ...variables } as never };
    },
    update: async ({ id, variables, meta }) => {
      writes.push(['PUT', `${String(meta?.path)}/${String(id)}`, variables]);
      if (failure) throw failure;
      return { data: { ...stored, ...variables } as never };
    },
    deleteOne: () => Promise.reject(new Error('not used')),
  };
  return { dataProvider, writes };
}

function Location() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(
  url: string,
  api: ReturnType<typeof fakeApi>,
  roles: AppRoleName[] = ['BackofficeUser'],
  notices: string[] = [],
) {
  renderGeneratedResource({
    url,
    dataProvider: api.dataProvider,
    roles,
    notificationProvider: {
      open: ({ message, description }) => {
        notices.push(`${message}: ${description ?? ''}`);
      },
      close: () => undefined,
    },
    children: (
      <>
        <Routes>
          <Route
            path="/apartment-types/*"
            element={<ResourceRoutes unit={apartmentTypesUnit} declaration={blueprintOf(apartmentTypes)} />}
          />
        </Routes>
        <Location />
      </>
    ),
  });
}

afterEach(cleanup);

describe('the generated form of apartment types', () => {
  it('validates with the declaration its form loads (the routes know only the blueprint), then creates and goes back to the list', async () => {
    const api = fakeApi();
    renderAt('/apartment-types/create', api);
    const form = await screen.findByRole('form', { name: 'Nuova tipologia di appartamento' });
    expect(within(form).getByText('I campi contrassegnati con * sono obbligatori.')).toBeVisible();
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Il campo Nome è richiesto')).toBeVisible();
    expect(within(form).getByText('Il campo Tipologia è richiesto')).toBeVisible();

    fireEvent.change(within(form).getByRole('textbox', { name: /^Nome/ }), { target: { value: 'Loft industriale' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Tipologia/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Loft' }));
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Superficie tipica (m²)' }), {
      target: { value: '5' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Il valore deve essere maggiore o uguale a 10')).toBeVisible();

    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Superficie tipica (m²)' }), {
      target: { value: '120' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => {
      expect(screen.getByTestId('path').textContent).toBe('/apartment-types');
    });
    expect(api.writes).toEqual([
      [
        'POST',
        '/happyway/apartmenttype',
        { name: 'Loft industriale', typology: 'loft', typicalAreaSqm: 120, description: null },
      ],
    ]);
  });

  it('loads the record to edit and shows the server field errors on their fields', async () => {
    const api = fakeApi({
      message: 'Dati non validi',
      statusCode: 400,
      errors: { name: 'Esiste già una tipologia con questo nome' },
    });
    renderAt(`/apartment-types/edit/${String(stored.id)}`, api);
    const form = await screen.findByRole('form', { name: 'Modifica tipologia di appartamento' });
    await waitFor(() => {
      expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Nome/ }).value).toBe('Bilocale');
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Esiste già una tipologia con questo nome')).toBeVisible();
    expect(api.writes).toEqual([
      [
        'PUT',
        `/happyway/apartmenttype/${String(stored.id)}`,
        { name: 'Bilocale', typology: 'apartment', typicalAreaSqm: 60, description: 'Due stanze' },
      ],
    ]);
  });

  it("says a missing record's edit page is not found once, in the page, with no form and no notice", async () => {
    const notices: string[] = [];
    renderAt(
      `/apartment-types/edit/${String(stored.id)}`,
      fakeApi(undefined, { message: 'Elemento non trovato', statusCode: 404 }),
      ['BackofficeUser'],
      notices,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Elemento non trovato');
    expect(screen.getByRole('heading', { level: 1, name: 'Modifica tipologia di appartamento' })).toBeVisible();
    expect(screen.getByRole('link', { name: "Torna all'elenco" })).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(notices).toEqual([]);
  });

  it('shows the detail in Italian', async () => {
    renderAt(`/apartment-types/show/${String(stored.id)}`, fakeApi(), ['Designer']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Bilocale' })).toBeVisible();
    expect(screen.getByText('Appartamento')).toBeVisible();
    expect(screen.getByText('01/03/2026')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Modifica' })).toBeNull();
  });

  it('gives a reader no working form on /create', async () => {
    const api = fakeApi();
    renderAt('/apartment-types/create', api, ['Designer']);
    expect(await screen.findByText('Non hai i permessi per questa azione')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
  });
});
