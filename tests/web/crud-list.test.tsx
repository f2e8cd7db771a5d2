// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type BaseRecord, type CrudFilter, type DataProvider, type GetListParams } from '@refinedev/core';
import { useLocation } from 'react-router';
import { apartmentTypes } from '../../domain/resources/apartment-types.ts';
import type { AppRoleName } from '../../domain/auth/roles.ts';
import { ResourceList } from '../../src/resources/generic/resource-list.tsx';
import { renderGeneratedResource } from './support/render-generated-resource.tsx';

const row = (index: number, name: string, typology: string): BaseRecord => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name,
  typology,
  typicalAreaSqm: 40 + index * 10_000,
  description: null,
  createdAt: new Date(Date.UTC(2026, 2, index)).toISOString(),
});

const valueOf = (filters: CrudFilter[] | undefined, field: string): unknown =>
  filters?.find((filter) => 'field' in filter && filter.field === field)?.value;

/** The apartment types API in memory; records every getList call as refine made it. */
function fakeApi(initial: BaseRecord[]) {
  let rows = [...initial];
  const lists: GetListParams[] = [];
  const deleted: unknown[] = [];
  const dataProvider: DataProvider = {
    getApiUrl: () => '/api',
    getList: ({ pagination, filters, sorters, meta, resource }) => {
      lists.push({ pagination, filters, sorters, meta, resource });
      const q = valueOf(filters, 'q');
      const typology = valueOf(filters, 'typology');
      const matching = rows
        .filter((item) => typeof q !== 'string' || String(item.name).toLowerCase().includes(q.toLowerCase()))
        .filter((item) => typology === undefined || item.typology === typology);
      const size = pagination?.pageSize ?? 25;
      const start = ((pagination?.currentPage ?? 1) - 1) * size;
      return Promise.resolve({ data: matching.slice(start, start + size) as never[], total: matching.length });
    },
    getOne: () => Promise.reject(new Error('not used')),
    create: () => Promise.reject(new Error('not used')),
    update: () => Promise.reject(new Error('not used')),
    deleteOne: ({ id, meta }) => {
      deleted.push([meta?.path, id]);
      rows = rows.filter((item) => item.id !== id);
      return Promise.resolve({ data: {} as never });
    },
  };
  return { dataProvider, lists, deleted, lastFilters: () => lists.at(-1)?.filters ?? [] };
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{decodeURIComponent(search)}</output>;
}

function renderList(
  api: ReturnType<typeof fakeApi>,
  roles: AppRoleName[] = ['BackofficeUser'],
  url = '/apartment-types',
) {
  renderGeneratedResource({
    url,
    dataProvider: api.dataProvider,
    roles,
    children: (
      <>
        <ResourceList declaration={apartmentTypes} />
        <Location />
      </>
    ),
  });
}

/** What the screen's live statuses say now. */
const statuses = () => screen.getAllByRole('status').map((status) => status.textContent);

const seed = () => [row(1, 'Bilocale', 'apartment'), row(2, 'Villetta', 'detached'), row(3, 'Sottotetto', 'attic')];

afterEach(cleanup);

describe('the generated list of apartment types', () => {
  it('renders the rows with Italian labels and asks the API path sorted by the default sort', async () => {
    const api = fakeApi(seed());
    renderList(api);
    expect(await screen.findByText('Bilocale')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Tipologie di appartamento' })).toBeVisible();
    expect(screen.getByText('Casa indipendente')).toBeVisible();
    expect(screen.getByText('10.040')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Superficie tipica/ })).toBeVisible();
    expect(screen.getByText('Risultati trovati: 3')).toBeVisible();
    expect(api.lists[0]).toMatchObject({
      meta: { path: '/happyway/apartmenttype' },
      sorters: [{ field: 'name', order: 'asc' }],
      pagination: { currentPage: 1, pageSize: 25 },
    });
    expect(screen.getByRole('button', { name: 'Esporta CSV' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Crea' }).getAttribute('href')).toBe('/apartment-types/create');
  });

  it('holds the grid, as wide as its columns at least, in a region named after the list that scrolls sideways', async () => {
    renderList(fakeApi(seed()));
    const region = await screen.findByRole('region', { name: 'Tipologie di appartamento' });
    expect(await within(region).findByText('Bilocale')).toBeVisible();
    const grid = within(region).getByRole('grid', { name: 'Tipologie di appartamento' });
    const columns = within(grid).getAllByRole('columnheader');
    // The grid's own box, the region's one child, keeps its columns' least widths (96 px and more each).
    const box = region.firstElementChild;
    if (!box) throw new Error('the region holds the grid');
    expect(box.contains(grid)).toBe(true);
    expect(Number.parseFloat(getComputedStyle(box).minWidth)).toBeGreaterThanOrEqual(96 * columns.length);
    expect(getComputedStyle(region).overflowX).toBe('auto');
  });

  it('says it is searching outside the grid while a page is on its way, the grid holding only rows', async () => {
    const api = fakeApi(seed());
    let answer: () => void = () => undefined;
    const listNow = api.dataProvider.getList;
    api.dataProvider.getList = async (params) => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return listNow(params);
    };
    renderList(api);
    await waitFor(() => {
      expect(statuses()).toContain('Ricerca dei risultati…');
    });
    // The bar inside the grid is for the eye: a grid may only hold rows for a screen reader.
    expect(within(screen.getByRole('grid')).queryByRole('progressbar')).toBeNull();
    expect(within(screen.getByRole('grid')).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Bilocale')).toBeVisible();
    expect(statuses()).toContain('Risultati trovati: 3');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca' }), { target: { value: 'villetta' } });
    await waitFor(() => {
      expect(statuses()).toContain('Ricerca dei risultati…');
    });
    answer();
    await waitFor(() => {
      expect(statuses()).toContain('Risultati trovati: 1');
    });
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });

  it('sends the search (debounced) and the typology filter to getList, keeps them in the URL, and resets them', async () => {
    const api = fakeApi(seed());
    renderList(api);
    await screen.findByText('Bilocale');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca' }), { target: { value: 'villa' } });
    await waitFor(() => {
      expect(valueOf(api.lastFilters(), 'q')).toBe('villa');
    });
    await waitFor(() => {
      expect(screen.queryByText('Bilocale')).toBeNull();
    });
    await waitFor(() => {
      expect(screen.getByTestId('location').textContent).toContain('[value]=villa');
    });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipologia' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Mansarda' }));
    await waitFor(() => {
      expect(valueOf(api.lastFilters(), 'typology')).toBe('attic');
    });
    expect(valueOf(api.lastFilters(), 'q')).toBe('villa');
    expect(await screen.findByText('Nessun risultato')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => {
      expect(api.lastFilters()).toEqual([]);
    });
    expect(await screen.findByText('Bilocale')).toBeVisible();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Cerca' }).value).toBe('');
  });

  it('chooses the page size under the list, beside the results count, and starts again from the first page', async () => {
    const api = fakeApi(Array.from({ length: 30 }, (_, index) => row(index + 1, `Tipo ${String(index + 1)}`, 'flat')));
    renderList(api);
    await screen.findByText('Risultati trovati: 30');
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await waitFor(() => {
      expect(api.lists.at(-1)?.pagination).toMatchObject({ currentPage: 2, pageSize: 25 });
    });

    const count = await screen.findByText('Risultati trovati: 30');
    const size = screen.getByRole('combobox', { name: /^Righe per pagina/ });
    expect(count.parentElement?.contains(size)).toBe(true);
    const grid = screen.getByRole('grid');
    expect(grid.compareDocumentPosition(size) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.mouseDown(size);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '50' }));
    await waitFor(() => {
      expect(api.lists.at(-1)?.pagination).toMatchObject({ currentPage: 1, pageSize: 50 });
    });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Pagina 2' })).toBeNull();
    });
  });

  it('reads filters from the URL on load, as after a reload', async () => {
    const api = fakeApi(seed());
    renderList(
      api,
      ['BackofficeUser'],
      '/apartment-types?filters[0][field]=typology&filters[0][operator]=eq&filters[0][value]=attic&currentPage=1&pageSize=25',
    );
    expect(await screen.findByText('Sottotetto')).toBeVisible();
    expect(valueOf(api.lists[0]?.filters, 'typology')).toBe('attic');
    expect(screen.getByRole('combobox', { name: 'Tipologia' }).textContent).toBe('Mansarda');
  });

  it('deletes a row only after the confirmation', async () => {
    const api = fakeApi(seed());
    renderList(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina: Villetta' }, { timeout: 5_000 }));
    let dialog = await screen.findByRole('dialog', { name: "Eliminare l'elemento?" });
    expect(within(dialog).getByText('«Villetta» sarà eliminato definitivamente.')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.deleted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Elimina: Villetta' }));
    dialog = await screen.findByRole('dialog', { name: "Eliminare l'elemento?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => {
      expect(screen.queryByText('Villetta')).toBeNull();
    });
    expect(api.deleted).toEqual([['/happyway/apartmenttype', row(2, 'Villetta', 'detached').id]]);
  });

  it('shows a reader neither Crea nor edit and delete, only the detail link', async () => {
    renderList(fakeApi(seed()), ['Designer']);
    expect(await screen.findByRole('link', { name: 'Visualizza: Bilocale' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Crea' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modifica: Bilocale' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina: Bilocale' })).toBeNull();
  });
});
