// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PublicRichText, PublicTextsProvider, publicTextsFrom, usePublicTexts } from '../../src/i18n/public-texts.tsx';
import { wizardTexts } from '../../src/wizard/wizard-texts.ts';
import itWizard from '../../locales/it/wizard.json';

const texts = publicTextsFrom({
  '../../locales/it/demo.json': { greeting: 'Ciao {{name}}, hai {{count}} messaggi', nested: { only: 'Solo italiano' }, privacy: 'Leggi l\'<doc>informativa</doc> e <other>altro</other>' },
  '../../locales/en/demo.json': { greeting: 'Hello {{name}}', onlyEnglish: 'Only in English' },
});

afterEach(cleanup);

describe('the public pages\' texts', () => {
  it('reads Italian by dotted key and fills the placeholders', () => {
    expect(texts.t('demo.greeting', { name: 'Anna', count: 3 })).toBe('Ciao Anna, hai 3 messaggi');
    expect(texts.t('demo.nested.only')).toBe('Solo italiano');
  });

  it('never shows English: a missing Italian text shows its key, and an unknown placeholder stays as it is', () => {
    expect(texts.t('demo.onlyEnglish')).toBe('demo.onlyEnglish');
    expect(texts.t('demo.nested')).toBe('demo.nested');
    expect(texts.t('demo.greeting', { name: 'Anna' })).toBe('Ciao Anna, hai {{count}} messaggi');
  });

  it('gives an optional text, such as a hint, or nothing: never its key', () => {
    expect(texts.optional('demo.nested.only')).toBe('Solo italiano');
    expect(texts.optional('demo.nested.hint')).toBeUndefined();
    expect(texts.optional('demo.nested')).toBeUndefined();
  });

  it('gives the wizard its Italian files', () => {
    expect(wizardTexts.t('wizard.actions.next')).toBe(itWizard.actions.next);
  });

  it('draws the tags of a text with the given components and keeps unknown tags as text', () => {
    function Probe() {
      const { t } = usePublicTexts();
      return <p>{t('demo.nested.only')} <PublicRichText textKey="demo.privacy" components={{ doc: <a href="/privacy-terms" /> }} /></p>;
    }
    render(<PublicTextsProvider texts={texts}><Probe /></PublicTextsProvider>);
    expect(screen.getByRole('link', { name: 'informativa' }).getAttribute('href')).toBe('/privacy-terms');
    expect(screen.getByRole('paragraph').textContent).toBe('Solo italiano Leggi l\'informativa e <other>altro</other>');
  });
});
