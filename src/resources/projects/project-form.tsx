import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ProjectDetails, ProjectRecord } from '../../../domain/projects/schemas.ts';
import { referenceOptionsPath } from '../../../domain/resources/declaration.ts';
import { projectsResource } from '../../../domain/resources/projects.ts';
import { useInvalidateApi } from '../../hooks/use-invalidate-api.ts';
import { fieldErrorsOf, userMessageOf } from '../../providers/api-errors.ts';
import { httpClient } from '../../providers/http-client.ts';
import { fieldLabelKey, valueLabelKey } from '../generic/declaration-view.ts';
import { FieldInput } from '../generic/fields/field-input.tsx';
import { formResolver, type FormMode, type FormValues } from '../generic/form-resolver.ts';
import {
  declaredField, designerEditableFields, initialProjectValues, projectFormFields, type ProjectFieldName,
} from './project-form-fields.ts';
import { ProjectSummary } from './project-summary.tsx';
import { projectPaths } from './projects-api.ts';

interface ProjectFormProps {
  mode: FormMode;
  /** The project being edited (with what the caller may change); none when creating. */
  project?: ProjectDetails;
}

/**
 * Create and edit a project: the domain schema through zodResolver, the required-fields notice, network and assignee
 * pickers (the assignee among the chosen network's designers), the server's 400 field errors on their fields. The
 * assigned designer changes only their fields and sees the rest as they are.
 */
export function ProjectForm({ mode, project }: ProjectFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidateApi();
  const { open: notify } = useNotification();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<FormValues>({
    resolver: formResolver(projectsResource, mode),
    defaultValues: initialProjectValues(project),
    mode: 'onTouched',
  });
  const networkId = useWatch({ control, name: 'networkId' });
  const shownNetwork = useRef(networkId);
  useEffect(() => {
    if (shownNetwork.current === networkId) return;
    shownNetwork.current = networkId;
    setValue('assigneeId', null);
  }, [networkId, setValue]);
  const editable = project && !project.permissions.editAll ? designerEditableFields : projectFormFields;
  const title = t(`projects.titles.${mode}`);
  const cancelPath = project ? `/projects/show/${project.id}` : '/projects';

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { data: saved } = project
        ? await httpClient.put<ProjectRecord>(projectPaths.record(project.id), values)
        : await httpClient.post<ProjectRecord>(projectPaths.create, values);
      await invalidate(projectPaths.all);
      notify?.({ type: 'success', message: t(`projects-screens.form.saved.${mode}`, { name: saved.name }) });
      void navigate(`/projects/show/${saved.id}`);
    } catch (error) {
      const onFields = fieldErrorsOf(error).filter(({ path }) => (projectFormFields as readonly string[]).includes(path));
      for (const { path, message } of onFields) setError(path, { type: 'server', message }, { shouldFocus: true });
      setFailure(onFields.length > 0 ? t('crud.fixFields') : userMessageOf(error));
    }
  });

  const input = (name: ProjectFieldName) => {
    const field = declaredField(name);
    const parameters = name === 'assigneeId' && typeof networkId === 'string' ? { networkId } : undefined;
    return (
      <Grid key={name} size={{ xs: 12, sm: field.kind === 'longText' ? 12 : 6 }}>
        <FieldInput control={control} field={field} label={t(fieldLabelKey(projectsResource, name))}
          optionLabel={(value) => t(valueLabelKey(projectsResource, name, value))}
          options={{ path: referenceOptionsPath(projectsResource, name), parameters }} />
      </Grid>
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">{title}</Typography>
      {project && !project.permissions.editAll && (
        <>
          <Alert severity="info">{t('projects-screens.form.designerOnly')}</Alert>
          <ProjectSummary project={project} />
        </>
      )}
      <Card>
        <CardContent component="form" noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('crud.requiredNotice')}</Typography>
          <Grid container spacing={2}>{editable.map(input)}</Grid>
          {failure && <Alert severity="error" sx={{ mt: 2 }}>{failure}</Alert>}
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>{t('crud.save')}</Button>
            <Button component={Link} to={cancelPath} variant="text">{t('crud.cancel')}</Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
