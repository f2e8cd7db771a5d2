// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n.ts';
import { QueryContent, type QueryState } from '../../src/components/query-content.tsx';

const state = (over: Partial<QueryState<string[]>>): QueryState<string[]> => ({
  data: undefined,
  error: null,
  isError: false,
  isPending: false,
  refetch: vi.fn(() => Promise.resolve()),
  ...over,
});
const show = (query: QueryState<string[]>) =>
  render(
    <QueryContent query={query} loadingLabel="Caricamento dei documenti" empty="Nessun documento">
      {(rows) => (
        <ul aria-label="Documenti">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryContent>,
  );

describe('a query drawn by QueryContent', () => {
  afterEach(cleanup);

  it('shows the named spinner while the query is pending', () => {
    show(state({ isPending: true }));
    expect(screen.getByRole('progressbar', { name: 'Caricamento dei documenti' })).toBeVisible();
  });

  it("shows the failure's Italian message and asks again with Riprova when no answer came", () => {
    const query = state({ isError: true, error: { message: 'Errore nella connessione', statusCode: 0 } });
    show(query);
    expect(screen.getByRole('alert').textContent).toContain('Errore nella connessione');
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('offers no Riprova for a final refusal (404)', () => {
    show(state({ isError: true, error: { message: 'Documento non trovato', statusCode: 404 } }));
    expect(screen.getByRole('alert').textContent).toBe('Documento non trovato');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it("draws a side section's failure as a quiet line, not an alert", () => {
    render(
      <QueryContent
        query={state({ isError: true, error: { message: 'Cronologia non disponibile', statusCode: 404 } })}
        loadingLabel="Caricamento della cronologia"
        errorLook="line"
      >
        {() => null}
      </QueryContent>,
    );
    expect(screen.getByText('Cronologia non disponibile')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state when the data has nothing', () => {
    show(state({ data: [] }));
    expect(screen.getByText('Nessun documento')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('draws the data through its children', () => {
    show(state({ data: ['Pianta.dwg', 'Relazione.pdf'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pianta.dwg', 'Relazione.pdf']);
  });
});
