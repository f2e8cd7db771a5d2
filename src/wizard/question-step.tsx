import type { SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePrerendering } from '../components/prerendering.ts';
import { publicTextFromData, usePublicTexts } from '../i18n/public-texts.tsx';
import { AnswerField } from './fields/answer-field.tsx';
import type { FieldErrors } from './step-errors.ts';
import type { WizardDraft } from './wizard-draft.ts';
import { isFieldShown, QUESTION_STEPS, STEP_FIELDS, stepTextKey, type QuestionStep as Step } from './wizard-steps.ts';
import { StepHeading } from './step-heading.tsx';
import { WizardProgress } from './wizard-progress.tsx';

export type QuestionStepProps = {
  step: Step;
  index: number;
  draft: WizardDraft;
  errors: FieldErrors;
  focusHeading: boolean;
  onChange: (changes: Partial<WizardDraft>) => void;
  onNext: () => void;
  onBack: () => void;
};

/** One question step: its progress, question, fields and the back / forward buttons (Enter moves forward). */
export function QuestionStep({
  step,
  index,
  draft,
  errors,
  focusHeading,
  onChange,
  onNext,
  onBack,
}: QuestionStepProps) {
  const { t } = usePublicTexts();
  /**
   * Drawn ahead of the script, the answers and the buttons keep their place unseen: a choice made then would be lost.
   */
  const unseen = usePrerendering() ? ({ visibility: 'hidden' } as const) : {};
  const isLast = index === QUESTION_STEPS.length - 1;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`wizard-step-${step}`}>
      <WizardProgress current={index + 1} total={QUESTION_STEPS.length} />
      <StepHeading key={step} id={`wizard-step-${step}`} focusOnMount={focusHeading}>
        {publicTextFromData(t, stepTextKey(step, 'title', draft))}
      </StepHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {publicTextFromData(t, stepTextKey(step, 'intro', draft))}
      </Typography>
      <Stack spacing={2.5} sx={unseen}>
        {STEP_FIELDS[step]
          .filter((field) => isFieldShown(field, draft))
          .map((field) => (
            <AnswerField key={field} field={field} draft={draft} error={errors[field]} onChange={onChange} />
          ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'space-between', ...unseen }}>
        <Button type="button" variant="outlined" size="large" onClick={onBack} disabled={index === 0} sx={{ flex: 1 }}>
          {t('wizard.actions.back')}
        </Button>
        <Button type="submit" variant="contained" size="large" sx={{ flex: 1 }}>
          {t(isLast ? 'wizard.actions.calculate' : 'wizard.actions.next')}
        </Button>
      </Stack>
    </form>
  );
}
