import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { trainingsApi, type Training } from '../../../../domain/api/trainings.ts';
import { appRoleNames } from '../../../../domain/auth/roles.ts';
import { trainingInput } from '../../../../domain/resources/trainings.ts';
import { moduleCategories, modulePublications } from '../../../../domain/training/catalogue.ts';
import { useApiMutation, useApiQuery } from '../../../hooks/use-api.ts';
import { fieldErrorsOf, userMessageOf } from '../../../providers/api-errors.ts';

type ModuleValues = z.input<typeof trainingInput>;
const empty: ModuleValues = {
  title: '',
  description: '',
  category: 'generic',
  mandatory: false,
  status: 'draft',
  roles: [],
};

/**
 * `module-form/:id?`: back office writes a module (title, description, roles, category, mandatory, draft or published).
 */
export function ModuleFormPage() {
  const { id } = useParams();
  const module = useApiQuery(trainingsApi.detail, { params: { id: id ?? '' } }, { enabled: id !== undefined });
  if (id && module.isPending) return <CircularProgress />;
  if (id && module.isError) return <Alert severity="error">{userMessageOf(module.error)}</Alert>;
  return <ModuleForm key={id ?? 'new'} module={module.data} />;
}

function ModuleForm({ module }: { module: Training | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useApiMutation(trainingsApi.create);
  const update = useApiMutation(trainingsApi.update);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ModuleValues, unknown, z.output<typeof trainingInput>>({
    resolver: zodResolver(trainingInput),
    defaultValues: module
      ? {
          title: module.title,
          description: module.description ?? '',
          category: module.category,
          mandatory: module.mandatory,
          status: module.status,
          roles: module.roles,
        }
      : empty,
  });
  const {
    control,
    formState: { errors },
  } = form;
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const body = { ...values, description: values.description || null };
    const outcome = {
      onSuccess: (saved: Training) => {
        void navigate(`/backoffice-training/module-detail/${saved.id}`);
      },
      onError: (error: Error) => {
        for (const issue of fieldErrorsOf(error))
          form.setError(issue.path as keyof ModuleValues, { message: issue.message });
        setFailure(userMessageOf(error));
      },
    };
    if (module) update.mutate({ params: { id: module.id }, body }, outcome);
    else create.mutate({ body }, outcome);
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      sx={{ maxWidth: 720 }}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Typography variant="h1">{module ? t('trainings.titles.edit') : t('trainings.titles.create')}</Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Card>
        <CardContent>
          <Stack spacing={2.5}>
            <Controller
              name="title"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  label={t('trainings.fields.title')}
                  required
                  error={Boolean(errors.title)}
                  helperText={errors.title?.message}
                />
              )}
            />
            <Controller
              name="description"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  label={t('trainings.fields.description')}
                  multiline
                  minRows={3}
                  error={Boolean(errors.description)}
                  helperText={errors.description?.message}
                />
              )}
            />
            <Controller
              name="category"
              control={control}
              render={({ field }) => (
                <TextField {...field} select label={t('trainings.fields.category')} required>
                  {moduleCategories.map((category) => (
                    <MenuItem key={category} value={category}>
                      {t(`trainings.values.category.${category}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="roles"
              control={control}
              render={({ field }) => (
                <FormControl error={Boolean(errors.roles)} component="fieldset">
                  <FormLabel component="legend">{t('trainings.fields.roles')}</FormLabel>
                  <FormGroup row>
                    {appRoleNames.map((role) => (
                      <FormControlLabel
                        key={role}
                        label={t(`status.roleLabels.${role}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(role)}
                            onChange={(event) => {
                              const current = field.value;
                              field.onChange(
                                event.target.checked ? [...current, role] : current.filter((held) => held !== role),
                              );
                            }}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {errors.roles && <FormHelperText>{errors.roles.message}</FormHelperText>}
                </FormControl>
              )}
            />
            <Controller
              name="mandatory"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  label={t('trainings.fields.mandatory')}
                  control={
                    <Switch
                      checked={field.value ?? false}
                      onChange={(event) => {
                        field.onChange(event.target.checked);
                      }}
                    />
                  }
                />
              )}
            />
            <Controller
              name="status"
              control={control}
              render={({ field }) => (
                <TextField {...field} select label={t('trainings.fields.status')}>
                  {modulePublications.map((status) => (
                    <MenuItem key={status} value={status}>
                      {t(`trainings.values.status.${status}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </CardContent>
      </Card>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={create.isPending || update.isPending}>
          {t('trainings.save')}
        </Button>
        <Button
          component={Link}
          to={module ? `/backoffice-training/module-detail/${module.id}` : '/backoffice-training'}
        >
          {t('trainings.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
