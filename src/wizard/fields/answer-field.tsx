import { lazy, Suspense } from 'react';
import { publicTextFromData, usePublicTexts } from '../../i18n/public-texts.tsx';
import { FIELD_SPECS, labelKeyOf } from '../field-specs.ts';
import type { DraftField, WizardDraft } from '../wizard-draft.ts';
import { ChoiceAnswerField } from './choice-answer-field.tsx';
import { TextAnswerField } from './text-answer-field.tsx';
import { ToggleAnswerField } from './toggle-answer-field.tsx';

/** The comune's autocomplete (MUI's Autocomplete and Popper) loads with the address step, not with the wizard. */
const ComuneAnswerField = lazy(() =>
  import('./comune-answer-field.tsx').then((module) => ({ default: module.ComuneAnswerField })),
);

export type AnswerFieldProps = {
  field: DraftField;
  draft: WizardDraft;
  error?: string;
  onChange: (changes: Partial<WizardDraft>) => void;
};

/** One answer of the draft, drawn by its kind (field-specs.ts) with the words of `wizard.fields.<name>`. */
export function AnswerField({ field, draft, error, onChange }: AnswerFieldProps) {
  const { t, optional } = usePublicTexts();
  const spec = FIELD_SPECS[field];
  const label = publicTextFromData(t, labelKeyOf(field, draft));
  const hint = optional(`wizard.fields.${field}.hint`);
  switch (spec.kind) {
    case 'choice':
      return (
        <ChoiceAnswerField
          name={spec.name}
          label={label}
          value={draft[spec.name]}
          options={spec.options.map((value) => ({
            value,
            label: publicTextFromData(t, `wizard.fields.${spec.name}.options.${value}`),
          }))}
          onChange={(value) => {
            onChange({ [spec.name]: value });
          }}
          error={error}
        />
      );
    case 'toggle':
      return (
        <ToggleAnswerField
          name={spec.name}
          label={label}
          checked={draft[spec.name]}
          onChange={(checked) => {
            onChange({ [spec.name]: checked });
          }}
        />
      );
    case 'text':
      return (
        <TextAnswerField
          name={spec.name}
          label={label}
          value={draft[spec.name]}
          onChange={(value) => {
            onChange({ [spec.name]: value });
          }}
          error={error}
          hint={hint}
          unit={spec.unit ? t(`wizard.units.${spec.unit}`) : undefined}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
        />
      );
    case 'fixed':
      return (
        <TextAnswerField
          name={spec.name}
          label={label}
          value={draft[spec.name]}
          onChange={() => undefined}
          error={error}
          hint={hint}
          readOnly
        />
      );
    case 'comune':
      return (
        <Suspense fallback={null}>
          <ComuneAnswerField
            label={label}
            value={draft.city ? { displayName: draft.city, province: draft.province } : null}
            onChange={(choice) => {
              onChange({ city: choice?.displayName ?? '', province: choice?.province ?? '' });
            }}
            error={error}
            hint={t('wizard.fields.city.hint')}
            noOptionsText={t('wizard.fields.city.noOptions')}
            loadingText={t('wizard.fields.city.loading')}
          />
        </Suspense>
      );
    case 'derived':
      return null;
  }
}
