// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import '../../src/i18n.ts';
import { theme } from '../../src/theme.ts';
import { ConfirmationProvider } from '../../src/components/shell/confirmation-provider.tsx';
import {
  useConfirm,
  useConfirmation,
  type ConfirmationControls,
  type ConfirmOptions,
} from '../../src/components/shell/confirmation-context.ts';
import { CONFIRMATION_DEFAULTS, DIALOG } from '../../domain/rules/constants.ts';
import itShellUi from '../../locales/it/shell-ui.json';
import enShellUi from '../../locales/en/shell-ui.json';

const captured: { controls?: ConfirmationControls } = {};

function Capture() {
  const controls = useConfirmation();
  useEffect(() => {
    captured.controls = controls;
  });
  return null;
}

function renderProvider() {
  return render(
    <ThemeProvider theme={theme}>
      <ConfirmationProvider>
        <Capture />
      </ConfirmationProvider>
    </ThemeProvider>,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Opens a confirmation and lets its opening transition finish. */
function open(options?: ConfirmOptions): Promise<boolean> {
  let result: Promise<boolean> | undefined;
  act(() => {
    result = captured.controls?.confirm(options);
  });
  advance(DIALOG.transitionMs);
  if (result === undefined) throw new Error('confirm did not run');
  return result;
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

beforeEach(() => {
  vi.useFakeTimers();
  captured.controls = undefined;
  renderProvider();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('confirmation: how it resolves', () => {
  it('resolves true on the confirm button and closes', async () => {
    const result = open({ title: 'Eliminare?' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe(true);
    advance(DIALOG.transitionMs);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on the cancel button', async () => {
    const result = open({ title: 'Eliminare?' });
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    await expect(result).resolves.toBe(false);
  });

  it('resolves false on Escape', async () => {
    const result = open({ title: 'Eliminare?' });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    await expect(result).resolves.toBe(false);
  });

  it('resolves false on an outside click', async () => {
    const result = open({ title: 'Eliminare?' });
    const container = dialog().parentElement as HTMLElement;
    fireEvent.mouseDown(container);
    fireEvent.click(container);
    await expect(result).resolves.toBe(false);
  });

  it('resolves false on the close control', async () => {
    const result = open({ title: 'Eliminare?' });
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await expect(result).resolves.toBe(false);
  });

  it('resolves false when closed from code, and a newer confirmation settles the older one false', async () => {
    const first = open({ title: 'Primo' });
    const second = open({ title: 'Secondo' });
    await expect(first).resolves.toBe(false);
    expect(screen.getByRole('heading', { name: 'Secondo' })).toBeVisible();
    act(() => {
      captured.controls?.close();
    });
    await expect(second).resolves.toBe(false);
  });

  it('settles only once: a second click after confirming changes nothing', async () => {
    const onConfirm = vi.fn();
    const result = open({ onConfirm });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await flush();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toBe(true);
  });
});

describe('confirmation: texts and defaults', () => {
  it('shows title, subtitle and text, with the defaults OK / Annulla and size sm (384 px)', () => {
    void open({ title: 'Eliminare il progetto?', subtitle: 'Progetto 12', text: 'Non si potrà annullare.' });
    expect(screen.getByRole('heading', { name: 'Eliminare il progetto?' })).toBeVisible();
    expect(screen.getByText('Progetto 12')).toBeVisible();
    expect(screen.getByText('Non si potrà annullare.')).toBeVisible();
    const buttons = within(dialog())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['', 'Annulla', 'OK']);
    expect(CONFIRMATION_DEFAULTS).toEqual({ yesText: 'OK', noText: 'Annulla', size: 'sm' });
    expect(getComputedStyle(dialog()).width).toBe('384px');
  });

  it('uses the given button texts, size and panel classes', () => {
    void open({ text: 'Procedere?', yesText: 'Sì, elimina', noText: 'No', size: 'lg', panelClasses: 'pannello-rosso' });
    expect(screen.getByRole('button', { name: 'Sì, elimina' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'No' })).toBeVisible();
    expect(getComputedStyle(dialog()).width).toBe('896px');
    expect(dialog().classList.contains('pannello-rosso')).toBe(true);
  });

  it('opens on the confirm button, and a destructive one on the cancel button, its confirm in the error colour', async () => {
    void open({ yesText: 'Continua' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continua' }));
    expect(screen.getByRole('button', { name: 'Continua' }).className).not.toContain('MuiButton-colorError');
    act(() => {
      captured.controls?.close();
    });
    advance(DIALOG.transitionMs);
    await flush();
    void open({ yesText: 'Elimina', destructive: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.getByRole('button', { name: 'Elimina' }).className).toContain('MuiButton-colorError');
  });

  it('accepts md and a number of pixels as size', () => {
    void open({ size: 'md' });
    expect(getComputedStyle(dialog()).width).toBe('652px');
    void open({ size: 420 });
    expect(getComputedStyle(dialog()).width).toBe('420px');
  });

  it('resets every text after closing: the next confirmation shows only its own, with the defaults', async () => {
    const first = open({
      title: 'Vecchio titolo',
      subtitle: 'Vecchio sottotitolo',
      text: 'Vecchio testo',
      description: '<b>Vecchia</b>',
      yesText: 'Sì',
      noText: 'No',
      size: 'lg',
      panelClasses: 'vecchia',
    });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await expect(first).resolves.toBe(false);
    advance(DIALOG.transitionMs);
    void open({ text: 'Nuovo testo' });
    expect(screen.getByText('Nuovo testo')).toBeVisible();
    for (const old of ['Vecchio titolo', 'Vecchio sottotitolo', 'Vecchio testo', 'Vecchia', 'Sì', 'No']) {
      expect(screen.queryByText(old)).toBeNull();
    }
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: 'OK' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Annulla' })).toBeVisible();
    expect(getComputedStyle(dialog()).width).toBe('384px');
    expect(dialog().classList.contains('vecchia')).toBe(false);
  });
});

describe('confirmation: description markup', () => {
  it('keeps <b> and the allowed tags, drops <script>, onclick and other attributes', () => {
    void open({
      description:
        '<p onclick="alert(1)" class="x" style="color:red">Testo <b>importante</b> e <i>corsivo</i></p>' +
        '<script>window.hacked = true</script><ul><li>uno</li></ul><img src="x" onerror="alert(2)">' +
        '<span data-x="1">avvolto</span>',
    });
    const description = screen.getByTestId('confirmation-description');
    expect(description.innerHTML).toBe('<p>Testo <b>importante</b> e <i>corsivo</i></p><ul><li>uno</li></ul>avvolto');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onclick]')).toBeNull();
    expect(description.textContent).not.toContain('hacked');
    expect((window as unknown as Record<string, unknown>).hacked).toBeUndefined();
  });

  it('keeps http(s) and mailto links, dropping javascript: hrefs but keeping their text', () => {
    void open({
      description:
        '<a href="https://example.it/a" target="_self" onclick="x()">sito</a> ' +
        '<a href="mailto:info@example.it">scrivi</a> <a href="javascript:alert(1)">trappola</a>',
    });
    const description = screen.getByTestId('confirmation-description');
    const links = description.querySelectorAll('a');
    expect(Array.from(links, (link) => link.getAttribute('href'))).toEqual([
      'https://example.it/a',
      'mailto:info@example.it',
    ]);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.getAttribute('onclick')).toBeNull();
    expect(description.textContent).toBe('sito scrivi trappola');
  });
});

describe('confirmation: loading', () => {
  it('replaces the body with a large spinner and hides the footer while loading', () => {
    void open({ title: 'Attendere', text: 'Corpo', loading: true });
    const spinner = screen.getByRole('progressbar', { name: 'Caricamento in corso' });
    expect(spinner.style.width).toBe('40px');
    expect(screen.queryByText('Corpo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annulla' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Attendere' })).toBeVisible();
    act(() => {
      captured.controls?.setLoading(false);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Corpo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'OK' })).toBeVisible();
  });

  it('shows the spinner while onConfirm runs, ignores dismissals, then resolves true', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const result = open({ text: 'Corpo', onConfirm });
    const settled = vi.fn();
    void result.then(settled);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await flush();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await flush();
    expect(settled).not.toHaveBeenCalled();
    expect(dialog().dataset.state).toBe('open');
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    await expect(result).resolves.toBe(true);
  });

  it('stays open with its footer back when onConfirm rejects, and can still be cancelled', async () => {
    const result = open({ text: 'Corpo', onConfirm: () => Promise.reject(new Error('rete')) });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await flush();
    await flush();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Corpo')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    await expect(result).resolves.toBe(false);
  });
});

describe('confirmation: hook and locales', () => {
  it('useConfirm throws outside the provider', () => {
    function Orphan() {
      useConfirm();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/ConfirmationProvider/);
  });

  it('gives the English fallback exactly the Italian keys, and Italian defaults equal to the constants', () => {
    expect(keyPaths(enShellUi).sort()).toEqual(keyPaths(itShellUi).sort());
    expect(itShellUi.confirmation.yes).toBe(CONFIRMATION_DEFAULTS.yesText);
    expect(itShellUi.confirmation.no).toBe(CONFIRMATION_DEFAULTS.noText);
  });
});
