import { useMemo } from 'react';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { profileApi } from '../../../domain/api/profile.ts';
import { romeCalendarDate } from '../../../domain/rules/calendar.ts';
import {
  personalDataSchema,
  type PersonalData,
  type PersonalDataInput,
} from '../../../domain/schemas/personal-data.ts';
import type { ProfileDetails } from '../../../domain/schemas/profile.ts';
import { FormDateField } from '../../components/form/form-date-field.tsx';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { FiscalCodeField } from '../../components/form/fiscal-code-field.tsx';
import { useUniquenessCheck } from '../../hooks/use-uniqueness-check.ts';
import { useApiMutation } from '../../hooks/use-api.ts';
import { SectionActions } from './section-actions.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useDetailsUpdate } from './use-details-update.ts';
import { useSectionSave } from './use-section-save.ts';

const fields = ['firstName', 'lastName', 'phone', 'fiscalCode', 'dob'] as const;

/** The personal data section of the profile: validated by the shared schema here and again by the server. */
export function PersonalDataForm({ details }: { details: ProfileDetails }) {
  const { t } = useTranslation();
  const updateDetails = useDetailsUpdate();
  const schema = useMemo(() => personalDataSchema(romeCalendarDate(new Date())), []);
  const { control, handleSubmit, setError, formState } = useForm<PersonalDataInput, unknown, PersonalData>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      firstName: details.firstName,
      lastName: details.lastName,
      phone: details.phone ?? '',
      fiscalCode: details.fiscalCode ?? '',
      dob: details.dob ?? '',
    },
  });
  const { outcome, run } = useSectionSave(setError, fields);
  const { mutateAsync: put } = useApiMutation(profileApi.updatePersonalData);
  const phone = useWatch({ control, name: 'phone' });
  const phoneTaken = useUniquenessCheck(
    'userUniquePhone',
    typeof phone === 'string' ? phone : '',
    details.id,
    typeof phone === 'string' && phone !== (details.phone ?? ''),
  );

  const save = handleSubmit((data) =>
    run(async () => {
      const saved = await put({ body: data });
      updateDetails(saved);
      return t('profile.personal.saved');
    }),
  );

  return (
    <SectionCard headingId="personal-data-title" title={t('profile.personal.title')}>
      <form noValidate aria-label={t('profile.personal.title')} onSubmit={(event) => void save(event)}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('profile.personal.requiredNotice')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="firstName"
              label={t('profile.fields.firstName')}
              required
              autoComplete="given-name"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="lastName"
              label={t('profile.fields.lastName')}
              required
              autoComplete="family-name"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="phone"
              label={t('profile.fields.phone')}
              autoComplete="tel-national"
              inputMode="numeric"
              helperText={t('profile.personal.phoneHint')}
              extraError={phoneTaken}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FiscalCodeField control={control} name="fiscalCode" label={t('profile.fields.fiscalCode')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateField control={control} name="dob" label={t('profile.fields.dob')} />
          </Grid>
        </Grid>
        <SectionActions submitting={formState.isSubmitting} outcome={outcome} disabled={phoneTaken !== null} />
      </form>
    </SectionCard>
  );
}
