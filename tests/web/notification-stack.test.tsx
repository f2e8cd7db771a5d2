// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import type { NotificationProvider } from '@refinedev/core';
import {
  NOTIFICATION_DURATION_MS,
  NotificationStackProvider,
  useNotificationStack,
} from '../../src/components/shell/notification-stack.tsx';
import { i18n } from '../../src/i18n.ts';
import { theme } from '../../src/theme.ts';

/** The stack with refine's provider handed out, as refine calls it from inside. */
function renderStack(): NotificationProvider {
  let provider: NotificationProvider | undefined;
  function Grab() {
    provider = useNotificationStack();
    return null;
  }
  render(
    <ThemeProvider theme={theme}>
      <NotificationStackProvider>
        <Grab />
      </NotificationStackProvider>
    </ThemeProvider>,
  );
  if (!provider) throw new Error('no provider');
  return provider;
}

beforeEach(async () => {
  vi.useFakeTimers();
  await i18n.changeLanguage('it');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the notification stack (refine notification provider)', () => {
  it('shows an error with its reason at once as an alert, and a success politely as a status', () => {
    const provider = renderStack();
    act(() => {
      provider.open({ type: 'error', message: 'Esportazione non riuscita', description: 'Errore di rete' });
      provider.open({ type: 'success', message: 'Salvato' });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Esportazione non riuscita');
    expect(alert.textContent).toContain('Errore di rete');
    expect(screen.getByRole('status').textContent).toContain('Salvato');
  });

  it('goes after a few seconds, but not while the pointer is on it', () => {
    const provider = renderStack();
    act(() => {
      provider.open({ type: 'success', message: 'Salvato' });
    });
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_DURATION_MS * 2);
    });
    expect(screen.getByRole('status').textContent).toContain('Salvato');
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_DURATION_MS);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with its Italian-named button, and by its key', () => {
    const provider = renderStack();
    act(() => {
      provider.open({ type: 'success', message: 'Primo', key: 'first' });
      provider.open({ type: 'success', message: 'Secondo', key: 'second' });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Chiudi il messaggio' })[0] as HTMLElement);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Secondo']);
    act(() => {
      provider.close('second');
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a message opened again under its key once, with its time started again, and at most three', () => {
    const provider = renderStack();
    act(() => {
      provider.open({ type: 'success', message: 'Salvato', key: 'save' });
    });
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1000);
    });
    act(() => {
      provider.open({ type: 'success', message: 'Salvato di nuovo', key: 'save' });
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Salvato di nuovo']);
    act(() => {
      for (const message of ['Uno', 'Due', 'Tre']) provider.open({ type: 'success', message });
    });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Uno', 'Due', 'Tre']);
  });
});
