import Grid from '@mui/material/Grid2';
import { useWatch } from 'react-hook-form';
import { textFromData, useTranslation } from '../../../i18n/use-translation.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { FiscalCodeField } from '../../../components/form/fiscal-code-field.tsx';
import { StepLayout, useStepForm, type StepFrame } from '../step-form.tsx';
import { useVatCheck } from '../use-vat-check.ts';

/** Company data: name, VAT number (checked live), tax code, phone, address parts, and PEC and SDI code. */
export function CompanyStep({ frame, invoicingRequired }: { frame: StepFrame; invoicingRequired: boolean }) {
  const { t } = useTranslation();
  const form = useStepForm(frame);
  const { control } = form;
  const vat = useWatch({ control, name: 'vatNumber' });
  const vatTaken = useVatCheck(typeof vat === 'string' ? vat : '');
  const field = (name: string) => textFromData(t, `registration.fields.company.${name}`);
  const half = { xs: 12, sm: 6 };
  return (
    <StepLayout
      form={form}
      frame={frame}
      title={t('registration.steps.company')}
      intro={t('registration.company.intro')}
      blockingErrors={vatTaken ? [{ field: 'vatNumber', message: vatTaken }] : []}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField control={control} name="name" label={field('name')} required autoComplete="organization" />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="vatNumber"
            label={field('vatNumber')}
            required
            inputMode="numeric"
            extraError={vatTaken}
            slotProps={{ htmlInput: { maxLength: 11 } }}
          />
        </Grid>
        <Grid size={half}>
          <FiscalCodeField
            control={control}
            name="fiscalCode"
            label={field('fiscalCode')}
            helperText={t('registration.company.fiscalCodeHint')}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="phone"
            label={field('phone')}
            inputMode="numeric"
            autoComplete="tel-national"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name="street"
            label={field('street')}
            required
            autoComplete="address-line1"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField control={control} name="houseNumber" label={field('houseNumber')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="zip"
            label={field('zip')}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            slotProps={{ htmlInput: { maxLength: 5 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="city" label={field('city')} required autoComplete="address-level2" />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="province"
            label={field('province')}
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 2 } }}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="nation" label={field('nation')} required autoComplete="country-name" />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="certifiedEmail"
            type="email"
            label={field('certifiedEmail')}
            required={invoicingRequired}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="electronicInvoicingCode"
            label={field('electronicInvoicingCode')}
            required={invoicingRequired}
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 7 } }}
          />
        </Grid>
      </Grid>
    </StepLayout>
  );
}
