import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

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

/**
 * One typed answer: its label, its unit after the value, the error (or a hint) under it. Built from the outlined
 * input's parts, as TextField builds it, without TextField's select mode (and the menu and modal code that comes with
 * it).
 */
export function TextAnswerField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  unit,
  inputMode = 'text',
  autoComplete = 'off',
  maxLength,
  readOnly = false,
}: TextAnswerFieldProps) {
  const id = `wizard-${name}`;
  const helper = error ?? hint;
  return (
    <FormControl error={error !== undefined} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        endAdornment={unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined}
        inputProps={{
          inputMode,
          autoComplete,
          maxLength,
          readOnly,
          'aria-describedby': helper === undefined ? undefined : `${id}-helper-text`,
        }}
      />
      {helper !== undefined && <FormHelperText id={`${id}-helper-text`}>{helper}</FormHelperText>}
    </FormControl>
  );
}
