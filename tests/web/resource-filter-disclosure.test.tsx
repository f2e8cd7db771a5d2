// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { CrudFilter } from '@refinedev/core';
import { projectsResource } from '../../domain/resources/projects.ts';
import { WIDTH_BREAKPOINTS } from '../../domain/rules/constants.ts';
import '../../src/i18n.ts';
import { ResourceFilterBar } from '../../src/resources/generic/resource-filter-bar.tsx';
import { theme } from '../../src/theme.ts';
import { fakeViewportMedia } from './support/viewport-media.ts';

let viewportWidth = 375;

beforeEach(() => {
  fakeViewportMedia(() => viewportWidth);
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

const bar = (filters: CrudFilter[]) =>
  render(
    <ThemeProvider theme={theme}>
      <ResourceFilterBar
        declaration={projectsResource}
        fields={['type', 'status']}
        filters={filters}
        onFilterChange={() => undefined}
        onReset={() => undefined}
      />
    </ThemeProvider>,
  );

describe('the filters of a generated list on a phone', () => {
  it("fold behind a 'Filtri' button that opens and closes them, the search box staying in sight", () => {
    viewportWidth = 375;
    bar([]);
    expect(screen.getByRole('searchbox', { name: 'Cerca' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Tipo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Azzera filtri' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filtri' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('group', { name: 'Filtri' });
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Azzera filtri' })).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('count the applied filters on the button, the search box not at all', () => {
    viewportWidth = 375;
    bar([
      { field: 'q', operator: 'eq', value: 'Manzoni' },
      { field: 'type', operator: 'eq', value: 'Home' },
      { field: 'status', operator: 'eq', value: 'Draft' },
    ]);
    expect(screen.getByRole('button', { name: 'Filtri (2)' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('stay in sight, with no button, on a wider screen', () => {
    viewportWidth = WIDTH_BREAKPOINTS.md;
    bar([{ field: 'type', operator: 'eq', value: 'Home' }]);
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Filtri/ })).toBeNull();
  });
});
