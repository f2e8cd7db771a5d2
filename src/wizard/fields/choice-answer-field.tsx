import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export type ChoiceAnswerFieldProps = {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
};

/** One choice among a few, as a radio group: arrow keys move between options, large targets for a thumb. */
export function ChoiceAnswerField({ name, label, value, options, onChange, error }: ChoiceAnswerFieldProps) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset" error={error !== undefined} fullWidth>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        name={name}
        value={value}
        onChange={(_event, next) => {
          onChange(next);
        }}
        aria-labelledby={labelId}
        aria-describedby={error ? helperId : undefined}
        sx={{ gap: 1 }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
            sx={{
              m: 0,
              pr: 2,
              minHeight: 48,
              border: 1,
              borderRadius: 2,
              borderColor: option.value === value ? 'primary.main' : 'divider',
              bgcolor: option.value === value ? 'rgba(11, 110, 79, 0.06)' : 'background.paper',
            }}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
