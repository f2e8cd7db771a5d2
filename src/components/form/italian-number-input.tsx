import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface ItalianNumberInputProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** The unit shown after the value (`€`, `m²`). */
  unit?: string | undefined;
}

interface NumberReading {
  /** The stored number as the field shows it when not being typed in (`1.500,50`). */
  show: (value: number) => string;
  /** What the form holds for a typed text: the number, null when blank, or the text itself when it does not read. */
  read: (text: string) => number | null | string;
}

/**
 * The one shape of the portal's number inputs (money, decimal measures): what is typed the Italian way becomes the
 * number; text that does not read stays in the form as typed, so the schema refuses it with its Italian reason and
 * nothing is silently changed.
 */
export function ItalianNumberInput<T extends FieldValues>({
  control,
  name,
  label,
  required = false,
  unit,
  show,
  read,
}: ItalianNumberInputProps<T> & NumberReading) {
  const [typing, setTyping] = useState<string | null>(null);
  const shownText = (value: unknown): string => {
    if (typeof value === 'number') return show(value);
    return typeof value === 'string' ? value : '';
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <TextField
          name={input.name}
          inputRef={input.ref}
          label={label}
          required={required}
          fullWidth
          value={typing ?? shownText(input.value)}
          onFocus={() => {
            setTyping(shownText(input.value));
          }}
          onChange={(event) => {
            const text = event.target.value;
            setTyping(text);
            input.onChange(read(text));
          }}
          onBlur={() => {
            setTyping(null);
            input.onBlur();
          }}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input:
              unit === undefined ? undefined : { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
          }}
        />
      )}
    />
  );
}
