// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import '../../src/i18n.ts';
import { theme } from '../../src/theme.ts';
import { AsyncButton } from '../../src/components/shell/async-button.tsx';

function renderThemed(node: ReactNode) {
  return render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

afterEach(cleanup);

describe('AsyncButton loading', () => {
  it('is disabled, busy and shows a spinner while loading', () => {
    const onClick = vi.fn();
    renderThemed(
      <AsyncButton loading onClick={onClick}>
        Salva
      </AsyncButton>,
    );
    const saveButton = button('Salva');
    expect(saveButton.disabled).toBe(true);
    expect(saveButton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    fireEvent.click(saveButton);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is enabled and without spinner when not loading', () => {
    renderThemed(<AsyncButton>Salva</AsyncButton>);
    expect(button('Salva').disabled).toBe(false);
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });

  it('with autoLoading stays disabled until the promise of its click settles', async () => {
    const pending = deferred();
    const onClick = vi.fn(() => pending.promise);
    renderThemed(
      <AsyncButton autoLoading onClick={onClick}>
        Invia
      </AsyncButton>,
    );
    fireEvent.click(button('Invia'));
    expect(button('Invia').disabled).toBe(true);
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    fireEvent.click(button('Invia'));
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(button('Invia').disabled).toBe(false);
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });

  it('without autoLoading ignores the promise its click returns', () => {
    const pending = deferred();
    renderThemed(<AsyncButton onClick={() => pending.promise}>Invia</AsyncButton>);
    fireEvent.click(button('Invia'));
    expect(button('Invia').disabled).toBe(false);
  });

  it('does not submit a form twice while an async click runs', async () => {
    const pending = deferred();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    renderThemed(
      <form onSubmit={onSubmit}>
        <AsyncButton type="submit" autoLoading onClick={() => pending.promise}>
          Invia
        </AsyncButton>
      </form>,
    );
    fireEvent.click(button('Invia'));
    fireEvent.click(button('Invia'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    fireEvent.click(button('Invia'));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('AsyncButton with disabledWhileLoading false', () => {
  it('stays enabled and runs its click while loading, but prevents the submit', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    renderThemed(
      <form onSubmit={onSubmit}>
        <AsyncButton type="submit" loading disabledWhileLoading={false} onClick={onClick}>
          Invia
        </AsyncButton>
      </form>,
    );
    const submitButton = button('Invia');
    expect(submitButton.disabled).toBe(false);
    expect(submitButton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    fireEvent.click(submitButton);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('AsyncButton links and routes', () => {
  it('prevents a link click while loading, and lets it through otherwise', () => {
    const onClick = vi.fn();
    const view = renderThemed(
      <AsyncButton href="https://example.it/" loading onClick={onClick}>
        Apri
      </AsyncButton>,
    );
    const link = screen.getByRole('link', { name: 'Apri' });
    expect(fireEvent.click(link)).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
    view.rerender(
      <ThemeProvider theme={theme}>
        <AsyncButton href="https://example.it/" onClick={onClick}>
          Apri
        </AsyncButton>
      </ThemeProvider>,
    );
    const ready = screen.getByRole('link', { name: 'Apri' });
    // Runs after React's handlers: records whether the button prevented the navigation, then stops jsdom navigating.
    const preventedByButton = vi.fn((event: MouseEvent) => {
      const prevented = event.defaultPrevented;
      event.preventDefault();
      return prevented;
    });
    document.addEventListener('click', preventedByButton, { once: true });
    fireEvent.click(ready);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(preventedByButton.mock.results[0]?.value).toBe(false);
  });

  function renderRoute(loading: boolean) {
    renderThemed(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <AsyncButton component={Link} to="/progetti" loading={loading}>
                Progetti
              </AsyncButton>
            }
          />
          <Route path="/progetti" element={<p>Pagina progetti</p>} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('prevents a route click while loading', () => {
    renderRoute(true);
    fireEvent.click(screen.getByRole('link', { name: 'Progetti' }));
    expect(screen.queryByText('Pagina progetti')).toBeNull();
  });

  it('follows the route when not loading', () => {
    renderRoute(false);
    fireEvent.click(screen.getByRole('link', { name: 'Progetti' }));
    expect(screen.getByText('Pagina progetti')).toBeVisible();
  });
});
