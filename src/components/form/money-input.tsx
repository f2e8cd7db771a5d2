import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatMoneyInput } from '../../../domain/format.ts';
import { parseEuro } from '../../../domain/rules/money.ts';

export interface MoneyInputProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/** What the field shows when it is not being typed in: cents it-IT (`1.500,50`), a refused text as typed. */
const shownText = (value: unknown): string => {
  if (typeof value === 'number' && Number.isInteger(value)) return formatMoneyInput(value);
  return typeof value === 'string' ? value : '';
};

/**
 * The one input of every money field. It reads what is typed the Italian way (`1.500,50` and `1500,50` are 150050
 * cents) and holds integer cents, null when blank; text that does not read as an amount (`1.50050`, `12,345`) stays in
 * the form as typed, so the money schema refuses it with its Italian reason and nothing is silently changed.
 */
export function MoneyInput<T extends FieldValues>({ control, name, label, required = false }: MoneyInputProps<T>) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <Controller control={control} name={name} render={({ field: input, fieldState }) => (
      <TextField
        name={input.name} inputRef={input.ref} label={label} required={required} fullWidth
        value={typing ?? shownText(input.value)}
        onFocus={() => { setTyping(shownText(input.value)); }}
        onChange={(event) => {
          const text = event.target.value;
          setTyping(text);
          if (text.trim() === '') {
            input.onChange(null);
            return;
          }
          const parsed = parseEuro(text, label);
          input.onChange('cents' in parsed ? parsed.cents : text);
        }}
        onBlur={() => { setTyping(null); input.onBlur(); }}
        error={fieldState.error !== undefined} helperText={fieldState.error?.message}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
      />
    )} />
  );
}
