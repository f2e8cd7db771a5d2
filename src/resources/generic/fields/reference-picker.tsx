import { useMemo, useState, type Ref } from 'react';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useReferenceOptions, type ReferenceOption, type ReferenceSearch } from '../use-reference-options.ts';

export interface ReferencePickerProps {
  /** The endpoint serving the choices (`referenceOptionsEndpoint`), or its bare path where a screen still names one. */
  path: ReferenceSearch['path'];
  label: string;
  /** The chosen id (null: none), or the chosen ids with `multiple`. */
  value: string | null | readonly string[];
  onChange?: (value: string | null | string[]) => void;
  /**
   * The chosen row itself, label and hint included (a single choice only): for screens that name it, as a confirmation
   * does.
   */
  onChosen?: (option: ReferenceOption | null) => void;
  /** Under the field while nothing is wrong. */
  helperText?: string;
  multiple?: boolean;
  /** The values of the fields it depends on, sent with every search. */
  parameters?: Record<string, string>;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
  size?: 'small' | 'medium';
}

const idsOf = (value: ReferencePickerProps['value']): readonly string[] => {
  if (value === null) return [];
  return typeof value === 'string' ? [value] : value;
};

function OptionLine({ option }: { option: ReferenceOption }) {
  return (
    <Stack>
      <Typography variant="body2">{option.label}</Typography>
      {option.hint && (
        <Typography variant="caption" color="text.secondary">
          {option.hint}
        </Typography>
      )}
    </Stack>
  );
}

/** Each option once, in its first place: a row already chosen or already listed is not offered twice. */
const distinct = (options: readonly ReferenceOption[]): ReferenceOption[] =>
  options.filter((option, index) => options.findIndex((other) => other.id === option.id) === index);

/**
 * A choice among another table's rows, searched on the server as the user types (debounced), with loading and 'no
 * options' states; each choice shows its hint (e-mail, network, code) under the label, so equal names can be told
 * apart. The typed text is the picker's own (a controlled input): a new answer of the server, or a choice of several,
 * never empties it while the user types, and the whole text is searched.
 */
export function ReferencePicker({
  path,
  label,
  value,
  onChange,
  onChosen,
  helperText,
  multiple = false,
  parameters = {},
  name,
  inputRef,
  onBlur,
  required,
  error,
  size,
}: ReferencePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const ids = idsOf(value);
  const { options, chosen, loading, failed } = useReferenceOptions({ path, parameters, text, open, ids });
  const [picked, setPicked] = useState<readonly ReferenceOption[]>([]);
  const idsKey = ids.join(',');
  const selected = useMemo(() => {
    const known = [...picked, ...chosen];
    return distinct(
      idsKey
        .split(',')
        .filter((id) => id !== '')
        .map((id) => known.find((option) => option.id === id) ?? { id, label: '' }),
    );
  }, [idsKey, picked, chosen]);
  const common = {
    options: distinct(options),
    loading,
    open,
    filterOptions: (shown: ReferenceOption[]) => shown,
    onBlur,
    onOpen: () => {
      setOpen(true);
    },
    onClose: () => {
      setOpen(false);
    },
    getOptionLabel: (option: ReferenceOption) => option.label,
    // Rows of the same label (two "Marco Rossi", two projects of one address) are told apart by id, never by label.
    getOptionKey: (option: ReferenceOption) => option.id,
    isOptionEqualToValue: (option: ReferenceOption, current: ReferenceOption) => option.id === current.id,
    renderOption: (
      { key, ...props }: React.HTMLAttributes<HTMLLIElement> & { key: string },
      option: ReferenceOption,
    ) => (
      <li key={key} {...props}>
        <OptionLine option={option} />
      </li>
    ),
    noOptionsText: t('crud.noOptions'),
    loadingText: t('crud.loading'),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        name={name}
        inputRef={inputRef}
        label={label}
        required={required}
        size={size}
        error={error !== undefined || failed}
        helperText={error ?? (failed ? t('crud.optionsFailed') : helperText)}
      />
    ),
  };
  const remember = (options: readonly ReferenceOption[]) => {
    setPicked(options);
  };
  if (multiple) {
    return (
      <Autocomplete<ReferenceOption, true>
        {...common}
        multiple
        filterSelectedOptions
        value={selected}
        inputValue={text}
        onInputChange={(_event, typed, reason) => {
          if (reason !== 'reset') setText(typed);
        }}
        onChange={(_event, options) => {
          const unique = distinct(options);
          remember(unique);
          onChange?.(unique.map((option) => option.id));
          setText('');
        }}
      />
    );
  }
  return (
    <Autocomplete<ReferenceOption>
      {...common}
      value={selected[0] ?? null}
      onInputChange={(_event, typed, reason) => {
        if (reason === 'input' || reason === 'clear') setText(typed);
      }}
      onChange={(_event, option) => {
        remember(option ? [option] : []);
        onChange?.(option?.id ?? null);
        onChosen?.(option);
        setText('');
      }}
    />
  );
}
