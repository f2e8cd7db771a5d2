// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { PublicTextsProvider } from '../../src/i18n/public-texts.tsx';
import { theme } from '../../src/theme.ts';
import { HandoffSection } from '../../src/wizard/handoff/handoff-section.tsx';
import { QuestionStep } from '../../src/wizard/question-step.tsx';
import { EMPTY_DRAFT, toAnswersInput, type WizardDraft } from '../../src/wizard/wizard-draft.ts';
import { QUESTION_STEPS } from '../../src/wizard/wizard-steps.ts';
import { wizardTexts } from '../../src/wizard/wizard-texts.ts';
import { rawKeysOnScreen } from './support/raw-locale-keys.ts';

function inWizard(node: React.ReactNode) {
  render(
    <ThemeProvider theme={theme}>
      <PublicTextsProvider texts={wizardTexts}>{node}</PublicTextsProvider>
    </ThemeProvider>,
  );
}

const noop = () => undefined;

afterEach(cleanup);

describe('the wizard shows texts, never their keys', () => {
  const drafts: readonly [string, WizardDraft][] = [
    ['a flat', { ...EMPTY_DRAFT, typology: 'apartment' }],
    ['a detached house', { ...EMPTY_DRAFT, typology: 'detached' }],
  ];
  for (const [who, draft] of drafts) {
    it.each(QUESTION_STEPS.map((step, index) => [step, index] as const))(
      `on the step %s, for ${who}`,
      async (step, index) => {
        inWizard(
          <QuestionStep
            step={step}
            index={index}
            draft={draft}
            errors={{}}
            focusHeading={false}
            onChange={noop}
            onNext={noop}
            onBack={noop}
          />,
        );
        await screen.findByRole('heading', { level: 1 });
        // The address step's comune field loads on its own.
        if (step === 'address') await screen.findByRole('combobox');
        expect(rawKeysOnScreen()).toEqual([]);
      },
    );
  }

  it('in the contact form of the handoff', () => {
    inWizard(
      <HandoffSection
        answers={toAnswersInput({ ...EMPTY_DRAFT, typology: 'apartment', sqm: '80', city: 'Torino' })}
        networkCode={null}
        network={null}
        province="TO"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeVisible();
    expect(rawKeysOnScreen()).toEqual([]);
  });
});
