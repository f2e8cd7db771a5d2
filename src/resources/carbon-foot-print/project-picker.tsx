import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonFootprints } from '../../../domain/resources/carbon-footprints.ts';
import { referenceOptionsPath } from '../../../domain/resources/declaration.ts';
import type { ReferenceOptions } from '../../../domain/schemas/reference-options.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

type Option = ReferenceOptions['data'][number];
const debounceMs = 300;

/** A project the caller sees, searched on the server as they type (never the whole list). */
export function ProjectPicker({ value, onChange, error }: { value: Option | null; onChange: (option: Option | null) => void; error?: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => { setQuery(typed); }, debounceMs);
    return () => { window.clearTimeout(timer); };
  }, [typed]);
  const options = useApiQuery<ReferenceOptions>(`${referenceOptionsPath(carbonFootprints, 'projectId')}?q=${encodeURIComponent(query)}`);
  return (
    <Autocomplete
      value={value}
      onChange={(_, option) => { onChange(option); }}
      inputValue={typed}
      onInputChange={(_, text) => { setTyped(text); }}
      options={options.data?.data ?? []}
      filterOptions={(found) => found}
      loading={options.isFetching}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={t('carbon-foot-print.save.noProject')}
      renderInput={(params) => (
        <TextField {...params} label={t('carbon-foot-print.save.project')} placeholder={t('carbon-foot-print.save.projectSearch')}
          error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
