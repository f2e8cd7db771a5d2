import { useState } from 'react';
import Grid from '@mui/material/Grid2';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { FieldPath, FieldValues, Control } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormTextField } from './form-text-field.tsx';

interface PasswordPairProps<T extends FieldValues> {
  control: Control<T>;
  /** The password's field and its confirmation's. */
  names: readonly [FieldPath<T>, FieldPath<T>];
  labels: readonly [string, string];
  /** The password rule, under the first field. */
  hint: string;
}

/**
 * A new password and its confirmation, side by side in a form's grid, with one control that shows or hides both; the
 * schema's mismatch message ('Passwords non coincidenti') shows under the confirmation.
 */
export function PasswordPair<T extends FieldValues>({ control, names, labels, hint }: PasswordPairProps<T>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-pressed={shown}
        aria-label={t(shown ? 'shell-ui.passwordPair.hide' : 'shell-ui.passwordPair.show')}
        onClick={() => {
          setShown((current) => !current);
        }}
      >
        {shown ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
      </IconButton>
    </InputAdornment>
  );
  return names.map((name, index) => (
    <Grid key={name} size={{ xs: 12, sm: 6 }}>
      <FormTextField
        control={control}
        name={name}
        type={shown ? 'text' : 'password'}
        label={labels[index]}
        required
        autoComplete="new-password"
        {...(index === 0 && { helperText: hint, slotProps: { input: { endAdornment: toggle } } })}
      />
    </Grid>
  ));
}
