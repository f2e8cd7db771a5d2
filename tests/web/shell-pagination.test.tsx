// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { i18n } from '../../src/i18n.ts';
import { theme } from '../../src/theme.ts';
import { ListPagination, pageCount } from '../../src/components/shell/list-pagination.tsx';
import itShellUi from '../../locales/it/shell-ui.json';

function renderPagination(page: number, count: number | 'loading' = 95, pageSize = 10, searching = false) {
  const onPageChange = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <ListPagination
        count={count === 'loading' ? undefined : count}
        searching={searching}
        page={page}
        pageSize={pageSize}
        onPageChange={onPageChange}
      />
    </ThemeProvider>,
  );
  return onPageChange;
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('it');
});

describe('ListPagination', () => {
  it("says 'Risultati trovati: {{count}}' with the total", () => {
    renderPagination(1, 42);
    expect(screen.getByRole('status').textContent).toBe('Risultati trovati: 42');
  });

  it('says it is searching, not that nothing was found, until the total arrives', () => {
    renderPagination(1, 'loading');
    expect(screen.getByRole('status').textContent).toBe('Ricerca dei risultati…');
    expect(button('Ultima').disabled).toBe(true);
  });

  it('says it is searching while another page or search is on its way, and keeps the pages of the last total', () => {
    renderPagination(5, 95, 10, true);
    expect(screen.getByRole('status').textContent).toBe('Ricerca dei risultati…');
    expect(button('Ultima').disabled).toBe(false);
    expect(button('Pagina 10')).toBeDefined();
  });

  it('names its controls Prima, Precedente, Successiva, Ultima', () => {
    expect(itShellUi.pagination).toMatchObject({
      resultsFound: 'Risultati trovati: {{count}}',
      previous: 'Precedente',
      next: 'Successiva',
      first: 'Prima',
      last: 'Ultima',
    });
    renderPagination(5);
    for (const name of ['Prima', 'Precedente', 'Successiva', 'Ultima']) expect(button(name).disabled).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Paginazione' })).toBeVisible();
  });

  it('asks for page 1, the previous, the next and the last page', () => {
    const onPageChange = renderPagination(5);
    fireEvent.click(button('Prima'));
    fireEvent.click(button('Precedente'));
    fireEvent.click(button('Successiva'));
    fireEvent.click(button('Ultima'));
    expect(onPageChange.mock.calls).toEqual([[1], [4], [6], [10]]);
  });

  it('disables first and previous on the first page', () => {
    renderPagination(1);
    expect(button('Prima').disabled).toBe(true);
    expect(button('Precedente').disabled).toBe(true);
    expect(button('Successiva').disabled).toBe(false);
  });

  it('disables next and last on the last page', () => {
    renderPagination(10);
    expect(button('Successiva').disabled).toBe(true);
    expect(button('Ultima').disabled).toBe(true);
    expect(button('Prima').disabled).toBe(false);
  });

  it('marks the current page and names page buttons', () => {
    const onPageChange = renderPagination(3);
    expect(button('Pagina 3').getAttribute('aria-current')).toBe('page');
    fireEvent.click(button('Pagina 4'));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('has one page for no results', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(95, 10)).toBe(10);
    expect(pageCount(100, 10)).toBe(10);
    renderPagination(1, 0);
    expect(screen.getByRole('status').textContent).toBe('Risultati trovati: 0');
    expect(button('Ultima').disabled).toBe(true);
  });

  it('speaks English when the language is English', async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    renderPagination(2, 30);
    expect(screen.getByRole('status').textContent).toBe('Results found: 30');
    for (const name of ['First', 'Previous', 'Next', 'Last']) expect(button(name)).toBeDefined();
  });
});
