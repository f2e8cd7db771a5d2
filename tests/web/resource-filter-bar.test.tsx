// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { CrudFilter } from '@refinedev/core';
import { apartmentTypes } from '../../domain/resources/apartment-types.ts';
import '../../src/i18n.ts';
import { ResourceFilterBar, SEARCH_DEBOUNCE_MS } from '../../src/resources/generic/resource-filter-bar.tsx';
import { theme } from '../../src/theme.ts';

const bar = (filters: CrudFilter[], onFilterChange: (field: string, value: string | undefined) => void) => (
  <ThemeProvider theme={theme}>
    <ResourceFilterBar
      declaration={apartmentTypes}
      fields={[]}
      filters={filters}
      onFilterChange={onFilterChange}
      onReset={() => undefined}
    />
  </ThemeProvider>
);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search box of a generated list', () => {
  it('shows a search applied from elsewhere (a saved view) and keeps it, and sends what is typed once typing stops', () => {
    vi.useFakeTimers();
    const changes: [string, string | undefined][] = [];
    const record = (field: string, value: string | undefined) => {
      changes.push([field, value]);
    };
    const { rerender } = render(bar([], record));
    const box = screen.getByRole('searchbox', { name: 'Cerca' });

    rerender(bar([{ field: 'q', operator: 'eq', value: 'Bilocale' }], record));
    expect((box as HTMLInputElement).value).toBe('Bilocale');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(changes).toEqual([]);

    fireEvent.change(box, { target: { value: 'Villetta ' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    expect(changes).toEqual([['q', 'Villetta']]);
    rerender(bar([{ field: 'q', operator: 'eq', value: 'Villetta' }], record));
    expect((box as HTMLInputElement).value).toBe('Villetta ');
  });
});
