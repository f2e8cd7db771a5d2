// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, Trans } from 'react-i18next';
import { createPortalI18n, i18n } from '../../src/i18n.ts';
import { useTranslation } from '../../src/i18n/use-translation.ts';
import { createI18nProvider } from '../../src/providers/i18n-provider.ts';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('it');
});

describe("the portal's i18next", () => {
  it('reads `<file>.<key>` in the namespace of the file, fills the placeholders and counts none, one and several in Italian', () => {
    expect(i18n.t('agreements.acceptLabel', { title: 'Codice etico' })).toBe('Ho letto e accetto: Codice etico');
    expect(i18n.t('notifications-page.unreadCount', { count: 0 })).toBe('Nessuna notifica da leggere');
    expect(i18n.t('notifications-page.unreadCount', { count: 1 })).toBe('1 notifica da leggere');
    expect(i18n.t('notifications-page.unreadCount', { count: 4 })).toBe('4 notifiche da leggere');
  });

  it('carries the homes at first and loads any other namespace when a screen asks for it', async () => {
    const fresh = createPortalI18n();
    expect(fresh.t('shell.userMenu.logout')).toBe('Esci');
    expect(fresh.t('leads.title')).toContain('leads.title');
    await fresh.loadNamespaces('leads');
    expect(fresh.t('leads.title')).toBe('Contatti dal wizard');
  });

  it('loads English when chosen, and falls back to Italian for a namespace it lacks', async () => {
    const fresh = createPortalI18n();
    await fresh.loadNamespaces(['leads', 'handoff']);
    await fresh.changeLanguage('en');
    expect(fresh.t('leads.title')).toBe('Leads from the wizard');
    expect(fresh.t('notifications-page.unreadCount', { count: 2 })).toBe('2 unread notifications');
  });

  it('draws a component again in the language chosen, markup through Trans', async () => {
    function Greeting() {
      const { t } = useTranslation();
      return (
        <p>
          {t('notifications-page.unreadCount', { count: 2 })}{' '}
          <Trans defaults={t('registration.user.agreement')} components={{ terms: <a href="/privacy-terms" /> }} />
        </p>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe(
      "2 notifiche da leggere Ho letto e accetto l'informativa sulla privacy e i termini d'uso",
    );
    expect(screen.getByRole('link', { name: "informativa sulla privacy e i termini d'uso" }).getAttribute('href')).toBe(
      '/privacy-terms',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('paragraph').textContent).toMatch(/^2 unread notifications /);
  });
});

describe("refine's i18n provider", () => {
  it("translates refine's keys with their values and falls back to refine's default message, not the raw key", () => {
    const provider = createI18nProvider(i18n);
    expect(provider.translate('notifications-page.unreadCount', { count: 2 })).toBe('2 notifiche da leggere');
    expect(provider.translate('buttons.noSuchButton', 'Crea')).toBe('Crea');
    expect(provider.translate('buttons.noSuchButton', {}, 'Crea')).toBe('Crea');
    expect(provider.getLocale()).toBe('it');
  });
});
