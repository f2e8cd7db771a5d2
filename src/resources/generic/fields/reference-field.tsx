import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReferenceOptions, type ReferenceOption } from '../use-reference-options.ts';
import type { FieldProps } from './field-props.ts';

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/**
 * Kind `reference`: a searchable choice among the rows the caller may pick; the form value is the chosen id or null,
 * or, for a reference to several rows, the chosen ids.
 */
export function ReferenceInput({ control, field, label, options: source }: FieldProps) {
  const { t } = useTranslation();
  const { options, loading, failed } = useReferenceOptions(source?.path, source?.parameters);
  const multiple = field.reference?.multiple === true;
  return (
    <Controller control={control} name={field.name} render={({ field: input, fieldState }) => {
      const common = {
        options, loading, onBlur: input.onBlur,
        getOptionLabel: (option: ReferenceOption) => option.label,
        isOptionEqualToValue: (option: ReferenceOption, value: ReferenceOption) => option.id === value.id,
        noOptionsText: t('crud.noOptions'), loadingText: t('crud.loading'),
        renderInput: (params: AutocompleteRenderInputParams) => (
          <TextField
            {...params} name={input.name} inputRef={input.ref} label={label} required={field.required === true}
            error={fieldState.error !== undefined || failed}
            helperText={fieldState.error?.message ?? (failed ? t('crud.optionsFailed') : undefined)}
          />
        ),
      };
      if (multiple) {
        const chosen = idsOf(input.value);
        return (
          <Autocomplete<ReferenceOption, true>
            {...common} multiple filterSelectedOptions
            value={options.filter((option) => chosen.includes(option.id))}
            onChange={(_event, selected) => { input.onChange(selected.map((option) => option.id)); }}
          />
        );
      }
      return (
        <Autocomplete<ReferenceOption>
          {...common}
          value={options.find((option) => option.id === input.value) ?? null}
          onChange={(_event, option) => { input.onChange(option?.id ?? null); }}
        />
      );
    }} />
  );
}
