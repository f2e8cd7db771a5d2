// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { PublicTextsProvider } from '../../src/i18n/public-texts.tsx';
import { welcomeTexts } from '../../src/pages/welcome/welcome-texts.ts';
import { brand, theme } from '../../src/theme.ts';
import { WelcomePage } from '../../src/pages/welcome/welcome-page.tsx';
import itWelcome from '../../locales/it/welcome.json';
import itBrand from '../../locales/it/brand.json';
import enBrand from '../../locales/en/brand.json';
import { rawKeysOnScreen } from './support/raw-locale-keys.ts';

function renderWelcome() {
  const onLogin = vi.fn();
  const onRegister = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <PublicTextsProvider texts={welcomeTexts}>
        <WelcomePage onLogin={onLogin} onRegister={onRegister} />
      </PublicTextsProvider>
    </ThemeProvider>,
  );
  return { onLogin, onRegister };
}

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

afterEach(cleanup);

describe('WelcomePage', () => {
  it('shows a single h1 welcoming the user to HappyWay, in Italian', () => {
    renderWelcome();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe('Benvenuto in HappyWay');
    expect(screen.getByText(brand.tagline)).toBeVisible();
  });

  it('shows texts, never their locale keys', () => {
    renderWelcome();
    expect(rawKeysOnScreen()).toEqual([]);
  });

  it('calls onLogin, and only onLogin, when "Accedi" is clicked', () => {
    const { onLogin, onRegister } = renderWelcome();
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('calls onRegister, and only onRegister, when "Crea un account" is clicked', () => {
    const { onLogin, onRegister } = renderWelcome();
    fireEvent.click(screen.getByRole('button', { name: 'Crea un account' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('puts both entry actions in the keyboard tab order as real buttons', () => {
    renderWelcome();
    for (const name of ['Accedi', 'Crea un account']) {
      const button = screen.getByRole('button', { name });
      expect(button.tagName).toBe('BUTTON');
      expect(button.tabIndex).toBe(0);
    }
  });

  it('states that formal network membership is required', () => {
    renderWelcome();
    const note = screen.getByRole('note');
    expect(note.textContent).toBe("L'accesso è riservato ai professionisti che aderiscono formalmente alla rete.");
  });

  it('shows the four info boxes with their Italian titles as h3 under the features heading', () => {
    renderWelcome();
    const section = screen.getByRole('region', { name: 'Cosa trovi nel portale' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Progetti assegnati', 'Monitoraggio', 'Corsi di formazione e webinar', 'Vista della rete']);
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByText(itWelcome.features.training.description)).toBeVisible();
  });
});

describe('welcome and brand locales', () => {
  it('gives the English brand, which the portal shows, exactly the Italian keys', () => {
    expect(keyPaths(enBrand).sort()).toEqual(keyPaths(itBrand).sort());
  });

  it('keeps the theme brand constants equal to the Italian brand texts', () => {
    expect(brand.name).toBe(itBrand.name);
    expect(brand.tagline).toBe(itBrand.tagline);
  });
});
