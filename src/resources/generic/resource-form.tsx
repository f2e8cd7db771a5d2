import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from '@refinedev/react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { emptyFormValues, fieldLabelKey, formFields, valueLabelKey } from './declaration-view.ts';
import type { FormLayout } from './resource-unit.ts';
import { FieldInput } from './fields/field-input.tsx';
import { formResolver, type FormMode } from './form-resolver.ts';
import { resourceMeta, resourcePaths } from './resource-paths.ts';

export interface ResourceFormProps {
  declaration: ResourceDeclaration;
  mode: FormMode;
  /** Values a new record starts with beyond the empty ones (a resource folder's create screen). */
  initialValues?: Record<string, unknown>;
  /** Where to go once saved (default: the layout's choice, else the list). */
  returnPath?: string;
  /** The unit's form layout: field order and where a save leads. */
  layout?: FormLayout;
}

/** The form's fields: the layout's, in its order, else the declaration's `form` fields. */
const layoutFields = (declaration: ResourceDeclaration, layout?: FormLayout) =>
  layout?.fields?.flatMap((name) => declaration.fields.filter((field) => field.name === name)) ?? formFields(declaration);

/**
 * The generated create and edit form: one field component per kind, the declaration's zod schema as resolver, the
 * server's 400 field errors on their fields (refine's server-side validation), back to the list once saved.
 */
export function ResourceForm({ declaration, mode, initialValues, returnPath, layout }: ResourceFormProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const paths = resourcePaths(declaration);
  const { control, handleSubmit, formState, refineCore: { onFinish, formLoading } } = useForm({
    resolver: formResolver(declaration, mode),
    defaultValues: { ...emptyFormValues(declaration), ...initialValues },
    mode: 'onTouched',
    refineCoreProps: {
      resource: declaration.name,
      action: mode,
      id: mode === 'edit' ? id : undefined,
      meta: resourceMeta(declaration),
      redirect: false,
      onMutationSuccess: ({ data }) => {
        void navigate(returnPath ?? (layout?.afterSave === 'show' && data.id !== undefined ? paths.show(data.id) : paths.list));
      },
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onFinish(values);
    } catch {
      // refine already put the server's field errors on their fields and notified the rest
    }
  });
  const title = t(`${declaration.name}.titles.${mode}`);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">{title}</Typography>
      <Card>
        <CardContent component="form" noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('crud.requiredNotice')}</Typography>
          {mode === 'edit' && formLoading && !formState.isSubmitting ? (
            <Stack sx={{ alignItems: 'center', py: 4 }}><CircularProgress aria-label={t('crud.loading')} /></Stack>
          ) : (
            <Grid container spacing={2}>
              {layoutFields(declaration, layout).map((field) => (
                <Grid key={field.name} size={{ xs: 12, sm: field.kind === 'longText' ? 12 : 6 }}>
                  <FieldInput
                    control={control}
                    field={field}
                    label={t(fieldLabelKey(declaration, field.name))}
                    optionLabel={(value) => t(valueLabelKey(declaration, field.name, value))}
                  />
                </Grid>
              ))}
            </Grid>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" loading={formState.isSubmitting} disabled={formLoading}>{t('crud.save')}</Button>
            <Button component={Link} to={returnPath ?? paths.list} variant="text">{t('crud.cancel')}</Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
