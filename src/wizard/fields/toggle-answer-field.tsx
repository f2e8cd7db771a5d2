import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export type ToggleAnswerFieldProps = {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A yes/no answer as a switch (role "switch", toggled with the space bar). */
export function ToggleAnswerField({ name, label, checked, onChange }: ToggleAnswerFieldProps) {
  return (
    <FormControlLabel
      control={
        <Switch
          name={name}
          checked={checked}
          onChange={(_event, next) => {
            onChange(next);
          }}
          slotProps={{ input: { role: 'switch' } }}
        />
      }
      label={label}
      sx={{
        m: 0,
        minHeight: 48,
        justifyContent: 'space-between',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        pl: 2,
      }}
      labelPlacement="start"
    />
  );
}
