import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ProjectOption, ProjectOptions } from '../../../domain/projects/schemas.ts';
import { projectPaths } from './projects-api.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

export type PersonOption = ProjectOption;

/** How long the picker waits after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

interface PersonPickerProps {
  label: string;
  value: PersonOption | null;
  onChange: (person: PersonOption | null) => void;
  /** Where the choices come from (default: the people who may get a role on a project, searched by name or e-mail). */
  optionsPath?: (search: string) => string;
  helperText?: string;
}

/** A searchable choice of one person among those the server offers this caller. */
export function PersonPicker({ label, value, onChange, optionsPath = projectPaths.people, helperText }: PersonPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => { setSearch(text); }, SEARCH_DEBOUNCE_MS);
    return () => { clearTimeout(timer); };
  }, [text]);
  const options = useApiQuery<ProjectOptions>(optionsPath(search));
  return (
    <Autocomplete<PersonOption>
      options={options.data?.data ?? []}
      loading={options.isFetching}
      value={value}
      onChange={(_event, person) => { onChange(person); }}
      onInputChange={(_event, input, reason) => { if (reason === 'input') setText(input); }}
      filterOptions={(choices) => choices}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={t('crud.noOptions')}
      loadingText={t('crud.loading')}
      renderInput={(params) => (
        <TextField {...params} label={label} error={options.isError} helperText={options.isError ? t('crud.optionsFailed') : helperText} />
      )}
    />
  );
}
