import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { searchComuni, type ComuneOption } from '../evaluator-api.ts';

export type ComuneChoice = { displayName: string; province: string };

export type ComuneAnswerFieldProps = {
  label: string;
  value: ComuneChoice | null;
  onChange: (value: ComuneChoice | null) => void;
  error?: string;
  hint: string;
  noOptionsText: string;
  loadingText: string;
};

/** Wait this long after the last key before asking the server (ms). */
const TYPING_PAUSE_MS = 200;

const optionLabel = (option: ComuneChoice): string => `${option.displayName} (${option.province})`;

/** The comune, chosen from the official list through the server's autocomplete (the list stays out of the bundle). */
export function ComuneAnswerField({
  label,
  value,
  onChange,
  error,
  hint,
  noOptionsText,
  loadingText,
}: ComuneAnswerFieldProps) {
  const [input, setInput] = useState(value ? optionLabel(value) : '');
  const [found, setFound] = useState<{ query: string; options: ComuneOption[] } | null>(null);
  const query = input.trim();
  const searching = query.length >= 2 && !(value && input === optionLabel(value));

  useEffect(() => {
    if (!searching) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchComuni(query, controller.signal)
        .then((options) => {
          setFound({ query, options });
        })
        .catch(() => {
          if (!controller.signal.aborted) setFound((previous) => ({ query, options: previous?.options ?? [] }));
        });
    }, TYPING_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, searching]);
  const options = found?.options ?? [];
  const loading = searching && found?.query !== query;

  return (
    <Autocomplete<ComuneChoice>
      id="wizard-city"
      options={options}
      value={value}
      inputValue={input}
      onInputChange={(_event, next) => {
        setInput(next);
      }}
      onChange={(_event, next) => {
        onChange(next ? { displayName: next.displayName, province: next.province } : null);
      }}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.displayName === b.displayName && a.province === b.province}
      filterOptions={(all) => all}
      loading={loading}
      loadingText={loadingText}
      noOptionsText={noOptionsText}
      autoHighlight
      renderInput={(params) => (
        <TextField {...params} name="city" label={label} error={error !== undefined} helperText={error ?? hint} />
      )}
    />
  );
}
