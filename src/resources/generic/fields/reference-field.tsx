import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReferenceOptions, type ReferenceOption } from '../use-reference-options.ts';
import type { FieldProps } from './field-props.ts';

/** Kind `reference`: a searchable choice among the rows the caller may pick; the form value is the chosen id or null. */
export function ReferenceInput({ control, field, label }: FieldProps) {
  const { t } = useTranslation();
  const { options, loading, failed } = useReferenceOptions(field);
  return (
    <Controller control={control} name={field.name} render={({ field: input, fieldState }) => (
      <Autocomplete<ReferenceOption>
        options={options} loading={loading}
        value={options.find((option) => option.id === input.value) ?? null}
        onChange={(_event, option) => { input.onChange(option?.id ?? null); }}
        onBlur={input.onBlur}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={t('crud.noOptions')} loadingText={t('crud.loading')}
        renderInput={(params) => (
          <TextField
            {...params} name={input.name} inputRef={input.ref} label={label} required={field.required === true}
            error={fieldState.error !== undefined || failed}
            helperText={fieldState.error?.message ?? (failed ? t('crud.optionsFailed') : undefined)}
          />
        )}
      />
    )} />
  );
}
