import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import { textFromData, useTranslation } from '../../../i18n/use-translation.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FiscalCodeField } from '../../../components/form/fiscal-code-field.tsx';
import type { StepValues } from '../registration-draft.ts';
import { StepLayout, useStepForm, type StepFrame } from '../step-form.tsx';

const representativeFields = ['firstName', 'lastName', 'fiscalCode', 'email', 'phone'] as const;

/** Legal representative of the company; one click copies the registrant's own data when they are it. */
export function LegalRepresentativeStep({ frame, user }: { frame: StepFrame; user: StepValues | undefined }) {
  const { t } = useTranslation();
  const form = useStepForm(frame);
  const { control, setValue } = form;
  const field = (name: string) => textFromData(t, `registration.fields.legalRepresentative.${name}`);
  const copyUser = () => {
    for (const name of representativeFields) {
      const value = user?.[name];
      setValue(name, typeof value === 'string' ? value : '', { shouldValidate: true, shouldDirty: true });
    }
  };
  const half = { xs: 12, sm: 6 };
  return (
    <StepLayout
      form={form}
      frame={frame}
      title={t('registration.steps.legalRepresentative')}
      intro={t('registration.legalRepresentative.intro')}
    >
      <Button variant="text" onClick={copyUser} disabled={!user} sx={{ mb: 2 }}>
        {t('registration.legalRepresentative.itsMe')}
      </Button>
      <Grid container spacing={2}>
        <Grid size={half}>
          <FormTextField control={control} name="firstName" label={field('firstName')} required />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="lastName" label={field('lastName')} required />
        </Grid>
        <Grid size={half}>
          <FiscalCodeField control={control} name="fiscalCode" label={field('fiscalCode')} required />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="email" type="email" label={field('email')} />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="phone" label={field('phone')} inputMode="numeric" />
        </Grid>
      </Grid>
    </StepLayout>
  );
}
