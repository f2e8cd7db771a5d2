import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { z } from 'zod';
import { condominiumInputSchema } from '../../../domain/construction-site/schemas.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { useApiWrite } from '../../hooks/use-api.ts';
import { condominiumEndpoints } from './condominium-api.ts';
import { useServerForm } from './use-server-form.ts';
import { SectionCard } from '../../components/section-card.tsx';

const textFields = [
  'name',
  'fiscalCode',
  'street',
  'houseNumber',
  'zip',
  'city',
  'nation',
  'administratorName',
  'administratorEmail',
] as const;

/** A TechValidation project without its condominium: the designer records it here, and the project names it. */
export function CondominiumCreateCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const form = useForm<z.input<typeof condominiumInputSchema>, unknown, z.output<typeof condominiumInputSchema>>({
    resolver: zodResolver(condominiumInputSchema),
    defaultValues: {
      name: '',
      fiscalCode: '',
      street: '',
      houseNumber: '',
      zip: '',
      city: '',
      nation: 'Italia',
      administratorName: '',
      administratorEmail: '',
    },
  });
  const { failure, busy, onSubmit } = useServerForm(form, (values) =>
    write(condominiumEndpoints.create, { body: { ...values, projectId } }),
  );
  return (
    <SectionCard headingId="condominium-create-title" title={t('condominiums.createForProject')}>
      <Stack component="form" aria-labelledby="condominium-create-title" noValidate spacing={2} onSubmit={onSubmit}>
        <Typography variant="body2" color="text.secondary">
          {t('condominiums.createIntro')}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Grid container spacing={2}>
          {textFields.map((name) => (
            <Grid key={name} size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name={name}
                label={t(`condominiums.fields.${name}`)}
                required={name !== 'administratorEmail'}
              />
            </Grid>
          ))}
        </Grid>
        <div>
          <Button type="submit" variant="contained" loading={busy}>
            {t('condominiums.createButton')}
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
