import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import {
  NETWORK_DESCRIPTION_MAX,
  networkUpdateSchema,
  type NetworkUpdate,
  type NetworkUpdateInput,
  type NetworkView,
} from '../../../domain/schemas/network.ts';
import { networksApi } from '../../../domain/api/networks.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { useApiWrite } from '../../hooks/use-api.ts';
import { fieldErrorsOf, userMessageOf } from '../../providers/api-errors.ts';

const fields = ['name', 'code', 'description'] as const;

/** Name, code and description, checked by the shared schema here and by the server (a code in use is refused there). */
export function NetworkEditForm({ network }: { network: NetworkView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const write = useApiWrite();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<NetworkUpdateInput, unknown, NetworkUpdate>({
    resolver: zodResolver(networkUpdateSchema),
    mode: 'onTouched',
    defaultValues: { name: network.name, code: network.code, description: network.description ?? '' },
  });

  const save = handleSubmit(async (data) => {
    setFailure(null);
    try {
      await write(networksApi.update, { params: { id: network.id }, body: data });
      await navigate('/network', { state: { saved: true } });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error).filter(({ path }) => (fields as readonly string[]).includes(path));
      for (const { path, message } of fieldErrors) setError(path as (typeof fields)[number], { message });
      setFailure(fieldErrors.length > 0 ? t('network.edit.fixFields') : userMessageOf(error));
    }
  });

  return (
    <Card component="section">
      <CardContent component="form" noValidate onSubmit={(event) => void save(event)}>
        <Stack spacing={2}>
          <FormTextField control={control} name="name" label={t('network.edit.name')} required />
          <FormTextField
            control={control}
            name="code"
            label={t('network.edit.code')}
            required
            helperText={t('network.edit.codeHint')}
            slotProps={{
              htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 20, autoCapitalize: 'characters' },
            }}
          />
          <FormTextField
            control={control}
            name="description"
            label={t('network.edit.description')}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: NETWORK_DESCRIPTION_MAX } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
            {t('buttons.save')}
          </Button>
          <Button component={Link} to="/network">
            {t('network.edit.back')}
          </Button>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
