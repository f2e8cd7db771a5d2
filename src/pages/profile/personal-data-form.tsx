import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInvalidateAuthStore } from '@refinedev/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { romeCalendarDate } from '../../../domain/rules/calendar.ts';
import { personalDataSchema, type PersonalData, type PersonalDataInput } from '../../../domain/schemas/personal-data.ts';
import type { ProfileDetails } from '../../../domain/schemas/profile.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { useUniquenessCheck } from '../../hooks/use-uniqueness-check.ts';
import { fieldErrorsOf, userMessageOf } from '../../providers/api-errors.ts';
import { httpClient } from '../../providers/http-client.ts';
import { useReplaceDetails } from '../../providers/session-context.tsx';

const fields = ['firstName', 'lastName', 'phone', 'fiscalCode', 'dob'] as const;

/** The personal data section of the profile: validated by the shared schema here and again by the server. */
export function PersonalDataForm({ details }: { details: ProfileDetails }) {
  const { t } = useTranslation();
  const replaceDetails = useReplaceDetails();
  const invalidateAuth = useInvalidateAuthStore();
  const schema = useMemo(() => personalDataSchema(romeCalendarDate(new Date())), []);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<PersonalDataInput, unknown, PersonalData>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: details.firstName, lastName: details.lastName, phone: details.phone ?? '', fiscalCode: details.fiscalCode ?? '', dob: details.dob ?? '' },
  });
  const phone = useWatch({ control, name: 'phone' });
  const phoneTaken = useUniquenessCheck('userUniquePhone', typeof phone === 'string' ? phone : '', details.id,
    typeof phone === 'string' && phone !== (details.phone ?? ''));

  const save = handleSubmit(async (data) => {
    setOutcome(null);
    try {
      const { data: saved } = await httpClient.put<ProfileDetails>('/profile/profile', data);
      replaceDetails(saved);
      await invalidateAuth();
      setOutcome({ severity: 'success', text: t('profile.personal.saved') });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error).filter(({ path }) => (fields as readonly string[]).includes(path));
      for (const { path, message } of fieldErrors) setError(path as (typeof fields)[number], { message });
      setOutcome({ severity: 'error', text: fieldErrors.length > 0 ? t('profile.personal.fixFields') : userMessageOf(error) });
    }
  });

  return (
    <Card component="section" aria-labelledby="personal-data-title">
      <CardContent component="form" noValidate onSubmit={(event) => void save(event)}>
        <Typography id="personal-data-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>{t('profile.personal.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('profile.personal.requiredNotice')}</Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}><FormTextField control={control} name="firstName" label={t('profile.fields.firstName')} required autoComplete="given-name" /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><FormTextField control={control} name="lastName" label={t('profile.fields.lastName')} required autoComplete="family-name" /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="phone" label={t('profile.fields.phone')} autoComplete="tel-national" inputMode="numeric"
              helperText={t('profile.personal.phoneHint')} extraError={phoneTaken} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}><FormTextField control={control} name="fiscalCode" label={t('profile.fields.fiscalCode')} slotProps={{ htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 16 } }} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><FormTextField control={control} name="dob" type="date" label={t('profile.fields.dob')} slotProps={{ inputLabel: { shrink: true } }} /></Grid>
        </Grid>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 3 }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || phoneTaken !== null} loading={formState.isSubmitting}>
            {t('buttons.save')}
          </Button>
          {outcome && <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>{outcome.text}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
