// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import '../../src/i18n.ts';
import { theme } from '../../src/theme.ts';
import { ProfileSuspendedPage } from '../../src/pages/status/profile-suspended-page.tsx';
import { WaitingPlaceholderPage } from '../../src/pages/status/waiting-placeholder-page.tsx';
import { PlaceholderPage } from '../../src/pages/status/placeholder-page.tsx';
import itStatus from '../../locales/it/status.json';
import enStatus from '../../locales/en/status.json';

function renderThemed(node: ReactNode) {
  return render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);
}

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function onlyHeadingText(): string | null {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0]?.textContent ?? null;
}

afterEach(cleanup);

describe('ProfileSuspendedPage', () => {
  it("shows 'Autorizzazione negata' as its heading, with the brand", () => {
    renderThemed(<ProfileSuspendedPage onLogout={vi.fn()} />);
    expect(onlyHeadingText()).toBe('Autorizzazione negata');
    expect(screen.getByText('HappyWay')).toBeVisible();
    expect(screen.getByText(itStatus.suspended.message)).toBeVisible();
  });

  it('tells a rejected registrant that the request was not approved, and why, not that the profile is suspended', () => {
    renderThemed(<ProfileSuspendedPage onLogout={vi.fn()} reasons={['Partita IVA non attiva']} />);
    expect(onlyHeadingText()).toBe('Richiesta di adesione non approvata');
    expect(
      screen.getByText(
        'La tua richiesta di adesione alla rete non è stata approvata: non puoi accedere alle aree riservate del portale.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Motivo: Partita IVA non attiva')).toBeVisible();
    expect(screen.queryByText(itStatus.suspended.message)).toBeNull();
  });

  it('logs the user out when "Esci" is clicked', () => {
    const onLogout = vi.fn();
    renderThemed(<ProfileSuspendedPage onLogout={onLogout} />);
    expect(onLogout).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Esci' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('WaitingPlaceholderPage', () => {
  it('says the profile awaits approval and that an e-mail will arrive once validated', () => {
    renderThemed(<WaitingPlaceholderPage onLogout={vi.fn()} />);
    expect(onlyHeadingText()).toBe('Profilo in attesa di approvazione');
    expect(screen.getByText('Il tuo profilo è in attesa di approvazione da parte della rete.')).toBeVisible();
    expect(screen.getByText("Riceverai un'e-mail non appena sarà convalidato.")).toBeVisible();
  });

  it('logs the user out when "Esci" is clicked', () => {
    const onLogout = vi.fn();
    renderThemed(<WaitingPlaceholderPage onLogout={onLogout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Esci' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('PlaceholderPage', () => {
  it('greets the user by name and says their area will be available soon', () => {
    renderThemed(<PlaceholderPage userName="Maria Rossi" roles={['FinalUser']} />);
    expect(onlyHeadingText()).toBe('Ciao, Maria Rossi');
    expect(screen.getByText('La tua area personale sarà disponibile a breve.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Esci' })).toBeNull();
  });

  it('lists every role, with its Italian label or, for an unknown role, its name', () => {
    renderThemed(<PlaceholderPage userName="Maria Rossi" roles={['FinalUser', 'BackofficeAdmin', 'Auditor']} />);
    const list = screen.getByRole('list', { name: 'I tuoi ruoli' });
    const labels = Array.from(list.querySelectorAll('li')).map((item) => item.textContent);
    expect(labels).toEqual(['Utente finale', 'Amministratore back office', 'Auditor']);
  });

  it('says so when the user holds no role', () => {
    renderThemed(<PlaceholderPage userName="Maria Rossi" roles={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Nessun ruolo assegnato')).toBeVisible();
  });
});

describe('status locales', () => {
  it('gives the English fallback exactly the Italian keys', () => {
    expect(keyPaths(enStatus).sort()).toEqual(keyPaths(itStatus).sort());
  });
});
