import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { organizationsApi } from '../../../domain/api/organizations.ts';
import {
  legalRepresentativeSchema,
  type LegalContact,
  type LegalRepresentative,
  type LegalRepresentativeInput,
} from '../../../domain/schemas/legal-representative.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { FiscalCodeField } from '../../components/form/fiscal-code-field.tsx';
import { useApiMutation } from '../../hooks/use-api.ts';
import { SectionActions } from './section-actions.tsx';
import { useSectionSave } from './use-section-save.ts';

const fields = ['firstName', 'lastName', 'fiscalCode', 'email', 'phone'] as const;

interface LegalRepresentativeFormProps {
  organizationId: string;
  /** The representative to edit; a new one when absent. */
  contact?: LegalContact;
  onSaved: (contact: LegalContact, created: boolean) => void;
  onCancel: () => void;
}

/**
 * Creates (POST .../legalcontact) or updates (PUT .../legalcontact/{id}) a legal representative of the organization.
 */
export function LegalRepresentativeForm({ organizationId, contact, onSaved, onCancel }: LegalRepresentativeFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<
    LegalRepresentativeInput,
    unknown,
    LegalRepresentative
  >({
    resolver: zodResolver(legalRepresentativeSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      fiscalCode: contact?.fiscalCode ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
    },
  });
  const { outcome, run } = useSectionSave(setError, fields);
  const { mutateAsync: put } = useApiMutation(organizationsApi.updateLegalContact);
  const { mutateAsync: post } = useApiMutation(organizationsApi.addLegalContact);
  const title = contact
    ? t('profile.legal.editTitle', { name: `${contact.firstName} ${contact.lastName}` })
    : t('profile.legal.newTitle');
  const label = (field: (typeof fields)[number]) => t(`profile.legal.fields.${field}`);

  const save = handleSubmit((data) =>
    run(async () => {
      const saved = contact
        ? await put({ params: { organizationId, id: contact.id }, body: data })
        : await post({ params: { id: organizationId }, body: data });
      onSaved(saved, !contact);
      return t(contact ? 'profile.legal.saved' : 'profile.legal.created');
    }),
  );

  return (
    <form noValidate aria-label={title} onSubmit={(event) => void save(event)}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.requiredNotice')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="firstName" label={label('firstName')} required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastName" label={label('lastName')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FiscalCodeField control={control} name="fiscalCode" label={label('fiscalCode')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email" label={label('email')} type="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone"
            label={label('phone')}
            inputMode="numeric"
            helperText={t('profile.personal.phoneHint')}
          />
        </Grid>
      </Grid>
      <SectionActions submitting={formState.isSubmitting} outcome={outcome}>
        <Button variant="text" onClick={onCancel} disabled={formState.isSubmitting}>
          {t('buttons.cancel')}
        </Button>
      </SectionActions>
    </form>
  );
}
