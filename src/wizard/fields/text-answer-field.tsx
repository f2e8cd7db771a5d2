import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export type TextAnswerFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  unit?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
};

/** One typed answer: its label, its unit after the value, the error (or a hint) under it. */
export function TextAnswerField({
  name, label, value, onChange, error, hint, unit, inputMode = 'text', autoComplete = 'off', maxLength, readOnly = false,
}: TextAnswerFieldProps) {
  return (
    <TextField
      id={`wizard-${name}`}
      name={name}
      label={label}
      value={value}
      onChange={(event) => { onChange(event.target.value); }}
      error={error !== undefined}
      helperText={error ?? hint}
      fullWidth
      slotProps={{
        htmlInput: { inputMode, autoComplete, maxLength, readOnly },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
