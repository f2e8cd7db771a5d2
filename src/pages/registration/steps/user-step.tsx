import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import { useWatch } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { textFromData, useTranslation } from '../../../i18n/use-translation.ts';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FiscalCodeField } from '../../../components/form/fiscal-code-field.tsx';
import { PasswordPair } from '../../../components/form/password-pair.tsx';
import { useUniquenessCheck } from '../../../hooks/use-uniqueness-check.ts';
import { FormCheckbox } from '../form-checkbox.tsx';
import { StepLayout, useStepForm, type FieldMessage, type StepFrame } from '../step-form.tsx';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** User data: who registers, how to reach them, the password, birth data and the acceptance of privacy and terms. */
export function UserStep({
  frame,
  emailLocked,
  passwordForgotten,
}: {
  frame: StepFrame;
  emailLocked: boolean;
  passwordForgotten: boolean;
}) {
  const { t } = useTranslation();
  const form = useStepForm(frame);
  const { control } = form;
  const [email, phone] = useWatch({ control, name: ['email', 'phone'] });
  const emailTaken = useUniquenessCheck('userUniqueEmail', text(email), undefined, true);
  const phoneTaken = useUniquenessCheck('userUniquePhone', text(phone), undefined, true);
  const blocking: FieldMessage[] = [
    ...(emailTaken ? [{ field: 'email', message: emailTaken }] : []),
    ...(phoneTaken ? [{ field: 'phone', message: phoneTaken }] : []),
  ];
  const field = (name: string) => textFromData(t, `registration.fields.user.${name}`);
  return (
    <StepLayout
      form={form}
      frame={frame}
      title={t('registration.steps.user')}
      intro={t('registration.user.intro')}
      blockingErrors={blocking}
    >
      {passwordForgotten && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('registration.user.passwordAgain')}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="firstName"
            label={field('firstName')}
            required
            autoComplete="given-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="lastName"
            label={field('lastName')}
            required
            autoComplete="family-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={field('email')}
            required
            autoComplete="email"
            disabled={emailLocked}
            helperText={emailLocked ? t('registration.user.emailFromInvitation') : undefined}
            extraError={emailTaken}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone"
            label={field('phone')}
            required
            autoComplete="tel-national"
            inputMode="numeric"
            helperText={t('registration.user.phoneHint')}
            extraError={phoneTaken}
          />
        </Grid>
        <PasswordPair
          control={control}
          names={['password', 'confirmPassword']}
          labels={[field('password'), field('confirmPassword')]}
          hint={t('registration.user.passwordHint')}
        />
        <Grid size={{ xs: 12, sm: 6 }}>
          <FiscalCodeField control={control} name="fiscalCode" label={field('fiscalCode')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="placeOfBirth" label={field('placeOfBirth')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField control={control} name="dob" label={field('dob')} required />
        </Grid>
        <Grid size={12}>
          <FormCheckbox
            control={control}
            name="agreement"
            required
            label={
              <Trans
                defaults={t('registration.user.agreement')}
                components={{ terms: <Link href="/privacy-terms" target="_blank" rel="noopener" /> }}
              />
            }
          />
        </Grid>
      </Grid>
    </StepLayout>
  );
}
