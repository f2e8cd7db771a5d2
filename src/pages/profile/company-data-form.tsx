import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { organizationsApi } from '../../../domain/api/organizations.ts';
import {
  PUBLIC_DESCRIPTION_MAX,
  companyDataSchema,
  type CompanyData,
  type CompanyDataInput,
  type Organization,
} from '../../../domain/schemas/company-data.ts';
import { FormTextField, type FormTextFieldProps } from '../../components/form/form-text-field.tsx';
import { useApiWrite } from '../../hooks/use-api.ts';
import { SectionActions } from './section-actions.tsx';
import { useSectionSave } from './use-section-save.ts';

const fields = [
  'name',
  'vatNumber',
  'phone',
  'street',
  'houseNumber',
  'zip',
  'city',
  'province',
  'nation',
  'certifiedEmail',
  'electronicInvoicingCode',
  'website',
  'publicDescription',
] as const;

const toForm = (organization: Organization): CompanyDataInput => ({
  name: organization.name,
  vatNumber: organization.vatNumber ?? '',
  phone: organization.phone ?? '',
  street: organization.street ?? '',
  houseNumber: organization.houseNumber ?? '',
  zip: organization.zip ?? '',
  city: organization.city ?? '',
  province: organization.province ?? '',
  nation: organization.nation ?? 'Italia',
  certifiedEmail: organization.certifiedEmail ?? '',
  electronicInvoicingCode: organization.electronicInvoicingCode ?? '',
  website: organization.website ?? '',
  publicDescription: organization.publicDescription ?? '',
});

/** The company data of the user's organization (PUT /profile/organization/{id}), checked by the shared schema first. */
export function CompanyDataForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const { control, handleSubmit, setError, reset, formState } = useForm<CompanyDataInput, unknown, CompanyData>({
    resolver: zodResolver(companyDataSchema),
    mode: 'onTouched',
    defaultValues: toForm(organization),
  });
  const { outcome, run } = useSectionSave(setError, fields);
  const description = useWatch({ control, name: 'publicDescription' });
  const label = (field: (typeof fields)[number]) => t(`profile.company.fields.${field}`);

  const save = handleSubmit((data) =>
    run(async () => {
      const saved = await write(organizationsApi.update, { params: { id: organization.id }, body: data });
      reset(toForm(saved));
      return t('profile.company.saved');
    }),
  );

  const text = (
    field: (typeof fields)[number],
    size: { xs: number; sm: number },
    extra: Partial<FormTextFieldProps<CompanyDataInput>> = {},
  ) => (
    <Grid size={size}>
      <FormTextField control={control} name={field} label={label(field)} {...extra} />
    </Grid>
  );

  return (
    <form noValidate aria-label={t('profile.company.title')} onSubmit={(event) => void save(event)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.requiredNotice')}
      </Typography>
      <Grid container spacing={2}>
        {text('name', { xs: 12, sm: 12 }, { required: true, autoComplete: 'organization' })}
        {text(
          'vatNumber',
          { xs: 12, sm: 6 },
          {
            required: true,
            inputMode: 'numeric',
            helperText: t('profile.company.hints.vatNumber'),
            slotProps: { htmlInput: { maxLength: 11 } },
          },
        )}
        {text(
          'phone',
          { xs: 12, sm: 6 },
          { inputMode: 'numeric', autoComplete: 'tel-national', helperText: t('profile.personal.phoneHint') },
        )}
        <Grid size={12}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 1 }}>
            {t('profile.company.addressTitle')}
          </Typography>
        </Grid>
        {text('street', { xs: 12, sm: 8 }, { required: true, autoComplete: 'address-line1' })}
        {text('houseNumber', { xs: 12, sm: 4 }, { required: true })}
        {text(
          'zip',
          { xs: 12, sm: 3 },
          {
            required: true,
            inputMode: 'numeric',
            autoComplete: 'postal-code',
            slotProps: { htmlInput: { maxLength: 5 } },
          },
        )}
        {text('city', { xs: 12, sm: 5 }, { required: true, autoComplete: 'address-level2' })}
        {text(
          'province',
          { xs: 12, sm: 4 },
          {
            helperText: t('profile.company.hints.province'),
            slotProps: { htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } },
          },
        )}
        {text('nation', { xs: 12, sm: 6 }, { required: true, autoComplete: 'country-name' })}
        {text('certifiedEmail', { xs: 12, sm: 6 }, { type: 'email', autoComplete: 'off' })}
        {text(
          'electronicInvoicingCode',
          { xs: 12, sm: 6 },
          {
            helperText: t('profile.company.hints.electronicInvoicingCode'),
            slotProps: { htmlInput: { maxLength: 7, style: { textTransform: 'uppercase' } } },
          },
        )}
        {text('website', { xs: 12, sm: 6 }, { type: 'url', autoComplete: 'url' })}
        {text(
          'publicDescription',
          { xs: 12, sm: 12 },
          {
            multiline: true,
            minRows: 3,
            helperText: t('profile.company.hints.publicDescription', {
              count: typeof description === 'string' ? description.length : 0,
              max: PUBLIC_DESCRIPTION_MAX,
            }),
          },
        )}
      </Grid>
      <SectionActions submitting={formState.isSubmitting} outcome={outcome} />
    </form>
  );
}
