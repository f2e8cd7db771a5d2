// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { referenceOptionsEndpoint } from '../../domain/api/references.ts';
import { projectsResource } from '../../domain/resources/projects.ts';
import '../../src/i18n.ts';
import { httpClient } from '../../src/providers/http-client.ts';
import { ReferencePicker } from '../../src/resources/generic/fields/reference-picker.tsx';
import { theme } from '../../src/theme.ts';
import { type FakeApi, adapterOf, apiAnswer, apiPathOf } from './support/api-fakes.ts';

const options = referenceOptionsEndpoint(projectsResource, 'assigneeId');
const path = options.path;
const rossiTorino = {
  id: '10000000-0000-4000-8000-000000000001',
  label: 'Marco Rossi',
  hint: 'marco.rossi@demo.example',
};
const rossiBari = { id: '10000000-0000-4000-8000-000000000002', label: 'Marco Rossi', hint: 'm.rossi@bari.example' };
const people = [
  rossiTorino,
  rossiBari,
  { id: '10000000-0000-4000-8000-000000000003', label: 'Luca Conti', hint: 'luca@demo.example' },
];

/**
 * The options endpoint behind the client's transport: `q` filters, `ids` labels, `limit` caps; every URL asked is kept.
 */
function fakeOptions() {
  const asked: URL[] = [];
  const transport: FakeApi = (request) => {
    const url = new URL(apiPathOf(request.url), 'http://api.test');
    asked.push(url);
    const ids = url.searchParams.get('ids');
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const rows =
      ids === null
        ? people.filter((person) => person.label.toLowerCase().includes(q))
        : people.filter((person) => ids.split(',').includes(person.id));
    return apiAnswer(200, { data: rows.slice(0, Number(url.searchParams.get('limit') ?? '50')) });
  };
  return { transport, asked };
}

const originalTransport = httpClient.defaults.adapter;
let api: ReturnType<typeof fakeOptions>;

function Picker({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null | string[]>(initial);
  return (
    <>
      <ReferencePicker
        path={options}
        label="Assegnato a"
        value={value}
        parameters={{ networkId: 'n1' }}
        onChange={setValue}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function renderPicker(initial?: string) {
  api = fakeOptions();
  httpClient.defaults.adapter = adapterOf(api.transport);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <Picker initial={initial} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  httpClient.defaults.adapter = originalTransport;
});

describe('the reference picker', () => {
  it('asks nothing until opened, then searches the server as the user types, with the dependent values', async () => {
    renderPicker();
    const input = screen.getByRole('combobox', { name: 'Assegnato a' });
    expect(api.asked).toEqual([]);
    fireEvent.mouseDown(input);
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    fireEvent.change(input, { target: { value: 'ross' } });
    await waitFor(() => {
      expect(screen.getAllByRole('option')).toHaveLength(2);
    });
    const searches = api.asked.map((url) => Object.fromEntries(url.searchParams));
    expect(searches.at(-1)).toEqual({ networkId: 'n1', q: 'ross', limit: '20' });
    expect(searches.every((search) => search.limit === '20' && search.ids === undefined)).toBe(true);
    expect(api.asked.every((url) => url.pathname === path)).toBe(true);
  });

  it('tells two equal names apart by their hint and keeps the chosen id', async () => {
    renderPicker();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Assegnato a' }));
    const options = await screen.findAllByRole('option', { name: /Marco Rossi/ });
    expect(options.map((option) => option.textContent)).toEqual([
      'Marco Rossimarco.rossi@demo.example',
      'Marco Rossim.rossi@bari.example',
    ]);
    fireEvent.click(within(options[1] as HTMLElement).getByText('m.rossi@bari.example'));
    expect(screen.getByTestId('value').textContent).toBe(JSON.stringify(rossiBari.id));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Assegnato a' }).value).toBe('Marco Rossi');
  });

  it("offers only rows that answer the typed text: the previous text's rows go while the new one is asked", async () => {
    renderPicker();
    const input = screen.getByRole('combobox', { name: 'Assegnato a' });
    fireEvent.mouseDown(input);
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    fireEvent.change(input, { target: { value: 'conti' } });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('Caricamento in corso')).toBeVisible();
    const answered = await screen.findAllByRole('option');
    expect(answered.map((option) => option.textContent)).toEqual(['Luca Contiluca@demo.example']);
  });

  it('says when nothing matches', async () => {
    renderPicker();
    const input = screen.getByRole('combobox', { name: 'Assegnato a' });
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Zanetti' } });
    expect(await screen.findByText('Nessuna scelta disponibile')).toBeVisible();
  });

  it('labels the current value through ?ids= without loading the list', async () => {
    renderPicker(rossiTorino.id);
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Assegnato a' }).value).toBe('Marco Rossi');
    });
    expect(api.asked.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { networkId: 'n1', ids: rossiTorino.id },
    ]);
  });
});
