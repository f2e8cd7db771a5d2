// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import '../../src/i18n.ts';
import { theme } from '../../src/theme.ts';
import { AppModal, type AppModalProps } from '../../src/components/shell/app-modal.tsx';
import { DIALOG } from '../../domain/rules/constants.ts';
import { fakeViewportMedia } from './support/viewport-media.ts';

const SCROLLBAR_PX = 15;

function themed(node: ReactNode) {
  return <ThemeProvider theme={theme}>{node}</ThemeProvider>;
}

function renderModal(props: Partial<AppModalProps> = {}) {
  const onClose = vi.fn();
  const all: AppModalProps = { open: true, title: 'Titolo', onClose, children: 'Contenuto', ...props };
  const view = render(themed(<AppModal {...all} />));
  return {
    onClose,
    rerender: (next: Partial<AppModalProps>) => {
      view.rerender(themed(<AppModal {...all} {...next} />));
    },
  };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function panel(name = 'Titolo'): HTMLElement {
  return screen.getByRole('dialog', { name, hidden: true });
}

/** The element outside the panel that receives the "outside" clicks. */
function clickOutside(name = 'Titolo') {
  const container = panel(name).parentElement as HTMLElement;
  fireEvent.mouseDown(container);
  fireEvent.click(container);
}

function pressEscape(name = 'Titolo') {
  fireEvent.keyDown(panel(name), { key: 'Escape' });
}

function backdropOf(name: string): HTMLElement {
  const root = panel(name).closest('.MuiDialog-root');
  const backdrop = root?.querySelector('.MuiBackdrop-root');
  if (!(backdrop instanceof HTMLElement)) throw new Error('no backdrop');
  return backdrop;
}

let viewportWidth = 1024;

beforeEach(() => {
  vi.useFakeTimers();
  viewportWidth = 1024;
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    get: () => window.innerWidth - SCROLLBAR_PX,
  });
  fakeViewportMedia(() => viewportWidth);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('AppModal states', () => {
  it('goes opening → open in 200 ms, then closing → closed (unmounted) in 200 ms', () => {
    const { rerender } = renderModal();
    expect(DIALOG.transitionMs).toBe(200);
    expect(panel().dataset.state).toBe('opening');
    advance(199);
    expect(panel().dataset.state).toBe('opening');
    advance(1);
    expect(panel().dataset.state).toBe('open');
    rerender({ open: false });
    expect(panel().dataset.state).toBe('closing');
    advance(199);
    expect(panel().dataset.state).toBe('closing');
    advance(1);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('moves the focus inside the panel when it opens', () => {
    renderModal();
    advance(DIALOG.transitionMs);
    expect(panel().closest('.MuiDialog-root')?.contains(document.activeElement)).toBe(true);
  });
});

describe('AppModal close requests', () => {
  it('closes on Escape, outside click and the close control, each with its reason', () => {
    const { onClose } = renderModal();
    advance(DIALOG.transitionMs);
    pressEscape();
    clickOutside();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose.mock.calls).toEqual([['escapeKeyDown'], ['backdropClick'], ['closeButton']]);
  });

  it('ignores every close request while opening', () => {
    const { onClose } = renderModal();
    advance(DIALOG.transitionMs - 1);
    pressEscape();
    clickOutside();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores every close request while closing', () => {
    const { onClose, rerender } = renderModal();
    advance(DIALOG.transitionMs);
    rerender({ open: false });
    expect(panel().dataset.state).toBe('closing');
    pressEscape();
    clickOutside();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ignores every close request when disabled, without flashing', () => {
    const { onClose } = renderModal({ disabled: true });
    advance(DIALOG.transitionMs);
    pressEscape();
    clickOutside();
    const closeButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Chiudi' });
    expect(closeButton.disabled).toBe(true);
    fireEvent.click(closeButton);
    expect(onClose).not.toHaveBeenCalled();
    expect(panel().dataset.attemptedClose).toBeUndefined();
  });
});

describe('AppModal persistent', () => {
  it('ignores an outside click and flashes the attempted-closing state for 100 ms', () => {
    const { onClose } = renderModal({ persistent: true });
    advance(DIALOG.transitionMs);
    expect(panel().dataset.attemptedClose).toBeUndefined();
    clickOutside();
    expect(onClose).not.toHaveBeenCalled();
    expect(panel().dataset.attemptedClose).toBe('true');
    expect(getComputedStyle(panel()).transform).toBe('scale(1.02)');
    advance(DIALOG.persistentFlashMs - 1);
    expect(panel().dataset.attemptedClose).toBe('true');
    advance(1);
    expect(panel().dataset.attemptedClose).toBeUndefined();
    expect(getComputedStyle(panel()).transform).toBe('none');
    expect(panel().dataset.state).toBe('open');
  });

  it('treats Escape like an outside click, but its close control still closes', () => {
    const { onClose } = renderModal({ persistent: true });
    advance(DIALOG.transitionMs);
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(panel().dataset.attemptedClose).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledWith('closeButton');
  });
});

describe('AppModal sizes', () => {
  it.each([
    ['sm', '384px'],
    ['md', '652px'],
    ['lg', '896px'],
    [500, '500px'],
  ] as const)('size %s is %s wide', (size, width) => {
    renderModal({ size });
    expect(getComputedStyle(panel()).width).toBe(width);
  });

  it('is md (652 px) by default', () => {
    renderModal({ size: undefined });
    expect(getComputedStyle(panel()).width).toBe('652px');
  });
});

describe('AppModal fullscreen on mobile', () => {
  it('is fullscreen below 768 px when fullscreenOnMobile', () => {
    viewportWidth = 767;
    renderModal({ fullscreenOnMobile: true });
    expect(panel().dataset.fullscreen).toBe('true');
    expect(panel().classList.contains('MuiDialog-paperFullScreen')).toBe(true);
  });

  it('keeps its size at 768 px and wider', () => {
    viewportWidth = 768;
    renderModal({ fullscreenOnMobile: true, size: 'sm' });
    expect(panel().dataset.fullscreen).toBe('false');
    expect(getComputedStyle(panel()).width).toBe('384px');
  });

  it('is never fullscreen without fullscreenOnMobile', () => {
    viewportWidth = 375;
    renderModal();
    expect(panel().dataset.fullscreen).toBe('false');
  });
});

function TwoModals({ first, second }: { first: boolean; second: boolean }) {
  return (
    <>
      <AppModal open={first} title="Primo" onClose={vi.fn()}>
        uno
      </AppModal>
      <AppModal open={second} title="Secondo" onClose={vi.fn()}>
        due
      </AppModal>
    </>
  );
}

describe('AppModal stacking and scroll lock', () => {
  it('locks the page scroll with scrollbar padding and restores it only when the last modal has closed', () => {
    const view = render(themed(<TwoModals first second={false} />));
    advance(DIALOG.transitionMs);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe(`${SCROLLBAR_PX}px`);
    view.rerender(themed(<TwoModals first second />));
    advance(DIALOG.transitionMs);
    view.rerender(themed(<TwoModals first={false} second />));
    advance(DIALOG.transitionMs);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe(`${SCROLLBAR_PX}px`);
    view.rerender(themed(<TwoModals first={false} second={false} />));
    advance(DIALOG.transitionMs - 1);
    expect(document.body.style.overflow).toBe('hidden');
    advance(1);
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('');
  });

  it('leaves only the topmost unfaded: the lower one hides its backdrop under the topmost one', () => {
    const view = render(themed(<TwoModals first second={false} />));
    advance(DIALOG.transitionMs);
    expect(panel('Primo').dataset.topmost).toBe('true');
    view.rerender(themed(<TwoModals first second />));
    advance(DIALOG.transitionMs);
    expect(panel('Primo').dataset.topmost).toBe('false');
    expect(panel('Secondo').dataset.topmost).toBe('true');
    expect(getComputedStyle(backdropOf('Primo')).backgroundColor).toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    expect(getComputedStyle(backdropOf('Secondo')).backgroundColor).toBe('rgba(0, 0, 0, 0.5)');
    view.rerender(themed(<TwoModals first second={false} />));
    expect(panel('Primo').dataset.topmost).toBe('true');
    expect(getComputedStyle(backdropOf('Primo')).backgroundColor).toBe('rgba(0, 0, 0, 0.5)');
  });

  it('closes only the topmost on Escape', () => {
    const onFirst = vi.fn();
    const onSecond = vi.fn();
    render(
      themed(
        <>
          <AppModal open title="Primo" onClose={onFirst}>
            uno
          </AppModal>
          <AppModal open title="Secondo" onClose={onSecond}>
            due
          </AppModal>
        </>,
      ),
    );
    advance(DIALOG.transitionMs);
    fireEvent.keyDown(panel('Secondo'), { key: 'Escape' });
    expect(onSecond).toHaveBeenCalledWith('escapeKeyDown');
    expect(onFirst).not.toHaveBeenCalled();
  });
});
