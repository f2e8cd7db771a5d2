// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PublicRichText } from '../../src/i18n/public-rich-text.tsx';
import { PublicTextsProvider, publicTextsFrom, usePublicTexts } from '../../src/i18n/public-texts.tsx';
import { wizardTexts } from '../../src/wizard/wizard-texts.ts';
import itWizard from '../../locales/it/wizard.json';
import itHandoff from '../../locales/it/handoff.json';

const texts = publicTextsFrom({
  '../../locales/it/wizard.json': itWizard,
  '../../locales/it/handoff.json': itHandoff,
  '../../locales/en/handoff.json': { form: { submit: 'Call me back' } },
});

afterEach(cleanup);

describe("the public pages' texts (their own i18next)", () => {
  it('reads Italian by `<file>.<key>` and fills the placeholders', () => {
    expect(texts.t('wizard.progress', { current: 2, total: 7 })).toBe('Passo 2 di 7');
    expect(texts.t('handoff.form.submit')).toBe('Voglio essere ricontattato');
  });

  it('never shows English, and a missing Italian text shows its key', () => {
    expect(texts.i18n.language).toBe('it');
    // @ts-expect-error: no such key in the Italian files, which the typecheck says too.
    expect(texts.t('handoff.form.missing')).toContain('handoff.form.missing');
  });

  it('gives an optional text, such as a hint, or nothing: never its key nor a group', () => {
    expect(texts.optional('handoff.form.hints.phone')).toBe(itHandoff.form.hints.phone);
    expect(texts.optional('handoff.form.hints.email')).toBeUndefined();
    expect(texts.optional('handoff.form.hints')).toBeUndefined();
  });

  it('gives the wizard its Italian files', () => {
    expect(wizardTexts.t('wizard.actions.next')).toBe(itWizard.actions.next);
  });

  it('draws the tags of a text with the given components (react-i18next Trans)', () => {
    function Probe() {
      const { t } = usePublicTexts();
      return (
        <p>
          {t('handoff.form.submit')}{' '}
          <PublicRichText text={t('handoff.form.privacy')} components={{ privacyLink: <a href="/privacy-terms" /> }} />
        </p>
      );
    }
    render(
      <PublicTextsProvider texts={texts}>
        <Probe />
      </PublicTextsProvider>,
    );
    expect(screen.getByRole('link', { name: 'informativa sulla privacy' }).getAttribute('href')).toBe('/privacy-terms');
    expect(screen.getByRole('paragraph').textContent).toBe(
      `Voglio essere ricontattato Ho letto l'informativa sulla privacy e acconsento a essere ricontattato per questa stima`,
    );
  });
});
