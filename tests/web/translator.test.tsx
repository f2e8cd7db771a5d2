// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '../../src/i18n.ts';
import { RichText } from '../../src/i18n/rich-text.tsx';
import { createTranslator } from '../../src/i18n/translator.ts';
import { setActiveTranslator, useTranslation } from '../../src/i18n/use-translation.ts';
import { createI18nProvider } from '../../src/providers/i18n-provider.ts';

const italian = {
  '../locales/it/demo.json': {
    greeting: 'Ciao {{name}}',
    skills_zero: 'Nessuna competenza selezionata',
    skills_one: '{{count}} competenza selezionata',
    skills_other: '{{count}} competenze selezionate',
    onlyItalian: 'Solo in italiano',
    terms: 'Accetto i <terms>termini</terms>',
  },
};
const later = { '../locales/it/later.json': { title: 'Schermata successiva' } };
const italianFiles = { first: italian, later: () => Promise.resolve(later) };
const englishFiles = { '../locales/en/demo.json': { greeting: 'Hello {{name}}', skills_one: '{{count}} skill', skills_other: '{{count}} skills' } };

afterEach(() => {
  cleanup();
  setActiveTranslator(i18n);
});

describe("the portal's translator", () => {
  it('reads Italian by dotted key, fills the placeholders and picks the plural form by count, none included', () => {
    const translator = createTranslator(italianFiles, {});
    expect(translator.t('demo.greeting', { name: 'Anna' })).toBe('Ciao Anna');
    expect(translator.t('demo.skills', { count: 0 })).toBe('Nessuna competenza selezionata');
    expect(translator.t('demo.skills', { count: 1 })).toBe('1 competenza selezionata');
    expect(translator.t('demo.skills', { count: 3 })).toBe('3 competenze selezionate');
    expect(translator.t('demo.skills', { count: 1_000_000 })).toBe('1000000 competenze selezionate');
  });

  it('shows the default value, else the key, where there is no text; exists says which', () => {
    const translator = createTranslator(italianFiles, {});
    expect(translator.t('demo.missing', { defaultValue: 'Sì' })).toBe('Sì');
    expect(translator.t('demo.missing')).toBe('demo.missing');
    expect(translator.exists('demo.greeting')).toBe(true);
    expect(translator.exists('demo.skills', { count: 2 })).toBe(true);
    expect(translator.exists('demo.missing', { defaultValue: 'Sì' })).toBe(false);
  });

  it('loads another language once, when chosen, falls back to Italian for what it lacks, and keeps Italian for a language it has not', async () => {
    const readEnglish = vi.fn(() => Promise.resolve(englishFiles['../locales/en/demo.json']));
    const translator = createTranslator(italianFiles, { en: { '../locales/en/demo.json': readEnglish } });
    expect(readEnglish).not.toHaveBeenCalled();
    await translator.changeLanguage('en');
    await translator.changeLanguage('it');
    await translator.changeLanguage('en');
    expect(readEnglish).toHaveBeenCalledTimes(1);
    expect(translator.language).toBe('en');
    expect(translator.t('demo.skills', { count: 1 })).toBe('1 skill');
    expect(translator.t('demo.onlyItalian')).toBe('Solo in italiano');
    await translator.changeLanguage('fr');
    expect(translator.language).toBe('it');
  });

  it('carries only the first files at first, brings the rest once with loadAll, and starts it when a text is missing', async () => {
    const readLater = vi.fn(() => Promise.resolve(later));
    const translator = createTranslator({ first: italian, later: readLater }, {});
    const heard = vi.fn();
    translator.subscribe(heard);
    expect(translator.t('later.title')).toBe('later.title');
    expect(readLater).toHaveBeenCalledTimes(1);
    await translator.loadAll();
    expect(translator.t('later.title')).toBe('Schermata successiva');
    expect(translator.t('demo.greeting', { name: 'Anna' })).toBe('Ciao Anna');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(readLater).toHaveBeenCalledTimes(1);
  });

  it('tries the rest of the texts again when their first load failed', async () => {
    const readLater = vi.fn().mockRejectedValueOnce(new Error('chunk not loaded')).mockResolvedValue(later);
    const translator = createTranslator({ first: italian, later: readLater }, {});
    await expect(translator.loadAll()).rejects.toThrow('chunk not loaded');
    await translator.loadAll();
    expect(translator.t('later.title')).toBe('Schermata successiva');
    expect(readLater).toHaveBeenCalledTimes(2);
  });

  it('draws a component again in the language chosen', async () => {
    const translator = createTranslator(italianFiles, { en: { '../locales/en/demo.json': () => Promise.resolve(englishFiles['../locales/en/demo.json']) } });
    setActiveTranslator(translator);
    function Greeting() {
      const { t } = useTranslation();
      return <p>{t('demo.greeting', { name: 'Anna' })} <RichText text={t('demo.terms')} components={{ terms: <a href="/privacy-terms" /> }} /></p>;
    }
    render(<Greeting />);
    expect(screen.getByRole('paragraph').textContent).toBe('Ciao Anna Accetto i termini');
    expect(screen.getByRole('link', { name: 'termini' }).getAttribute('href')).toBe('/privacy-terms');
    await act(() => translator.changeLanguage('en'));
    expect(screen.getByRole('paragraph').textContent).toBe('Hello Anna Accetto i termini');
  });
});

describe("refine's i18n provider", () => {
  it("translates refine's keys with their values and falls back to refine's default message, not the raw key", () => {
    const provider = createI18nProvider(createTranslator(italianFiles, {}));
    expect(provider.translate('demo.skills', { count: 2 })).toBe('2 competenze selezionate');
    expect(provider.translate('buttons.create', 'Crea')).toBe('Crea');
    expect(provider.translate('buttons.create', {}, 'Crea')).toBe('Crea');
    expect(provider.getLocale()).toBe('it');
  });

  it('reads the real Italian files: the unread notices are counted as none, one and several', () => {
    expect(i18n.t('notifications-page.unreadCount', { count: 1 })).toBe('1 notifica da leggere');
    expect(i18n.t('notifications-page.unreadCount', { count: 4 })).toBe('4 notifiche da leggere');
    expect(i18n.t('notifications-page.unreadCount', { count: 0 })).toBe('Nessuna notifica da leggere');
  });
});
