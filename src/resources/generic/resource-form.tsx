import { useContext, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOne, useWarnAboutChange, type BaseRecord, type HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/react-hook-form';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { referenceOptionsEndpoint } from '../../../domain/api/references.ts';
import type { ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { emptyFormValues, fieldHelpKey, fieldLabelKey, formFields, valueLabelKey } from './declaration-view.ts';
import { FieldInput } from './fields/field-input.tsx';
import { fieldMaxLength, formResolver, type FormMode } from './form-resolver.ts';
import { SessionContext } from '../../providers/session-context.tsx';
import { resourceMeta, resourcePaths } from './resource-paths.ts';
import type { FormLayout } from './resource-unit.ts';
import { formDraftKey } from './form-drafts.ts';
import { useFormDraft } from './use-form-draft.ts';
import { QueryContent } from '../../components/query-content.tsx';

export interface ResourceFormProps {
  declaration: ResourceDeclaration;
  mode: FormMode;
  /** Values a new record starts with beyond the empty ones (a resource folder's create screen). */
  initialValues?: Record<string, unknown>;
  /** The record to edit when the screen already has it (not fetched again). */
  record?: BaseRecord;
  /** Where cancel leads, and a save when the layout does not say (default: the list). */
  returnPath?: string;
  /** Where a save leads, given the saved record (before the layout's `afterSave`). */
  savedLink?: (record: BaseRecord) => string;
  /** The unit's form layout: field order and where a save leads. */
  layout?: FormLayout;
  /** The fields this caller may change (default: every field of the layout); the others are sent as they are. */
  editable?: readonly string[];
  /** What the screen shows above the form (a notice, the record's summary). */
  intro?: ReactNode;
}

/** The form's fields: the layout's, in its order, else the declaration's `form` fields; only the editable ones. */
function shownFields(declaration: ResourceDeclaration, layout?: FormLayout, editable?: readonly string[]) {
  const fields =
    layout?.fields?.flatMap((name) => declaration.fields.filter((field) => field.name === name)) ??
    formFields(declaration);
  return editable ? fields.filter((field) => editable.includes(field.name)) : fields;
}

const isFieldError = (error: unknown): error is HttpError =>
  typeof error === 'object' &&
  error !== null &&
  'errors' in error &&
  typeof error.errors === 'object' &&
  error.errors !== null &&
  Object.keys(error.errors).length > 0;

/**
 * The generated create and edit form. An edit address without its record loads it first (without refine's error
 * notice): a record that cannot be loaded (404, 403) shows the server's message once, in the page, and the way back,
 * never an empty form.
 */
export function ResourceForm(props: ResourceFormProps) {
  return props.mode === 'edit' && props.record === undefined ? (
    <LoadedRecordForm {...props} />
  ) : (
    <RecordForm {...props} />
  );
}

function LoadedRecordForm(props: ResourceFormProps) {
  const { declaration } = props;
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { result, query } = useOne({
    resource: declaration.name,
    id,
    meta: resourceMeta(declaration),
    errorNotification: false,
  });
  if (!query.isError && result !== undefined) return <RecordForm {...props} record={result} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">{textFromData(t, `${declaration.name}.titles.edit`)}</Typography>
      <QueryContent
        query={query}
        loadingLabel={t('crud.loading')}
        errorActions={
          <Button component={Link} to={props.returnPath ?? resourcePaths(declaration).list} variant="contained">
            {t('crud.backToList')}
          </Button>
        }
      >
        {/* Once loaded, the record's own form stands here instead (above). */}
        {() => null}
      </QueryContent>
    </Stack>
  );
}

/**
 * One field component per kind, the declaration's zod schema as resolver, the server's 400 field errors on their
 * fields (refine's server-side validation), then the list or the saved record. What is typed stays across a reload
 * (`useFormDraft`); leaving with unsaved changes asks first (refine's notifier).
 */
function RecordForm({
  declaration,
  mode,
  initialValues,
  record,
  returnPath,
  savedLink,
  layout,
  editable,
  intro,
}: ResourceFormProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const paths = resourcePaths(declaration);
  const session = useContext(SessionContext)?.session;
  const userId = session?.status === 'ready' ? session.user.details.id : 'visitor';
  const recordId = mode === 'edit' ? String(record?.id ?? id) : undefined;
  const starting: Record<string, unknown> = {
    ...emptyFormValues(declaration),
    ...(mode === 'create' && layout?.initialValues),
    ...initialValues,
  };
  const {
    control,
    handleSubmit,
    formState,
    watch,
    setValue,
    refineCore: { onFinish, formLoading },
  } = useForm({
    resolver: formResolver(declaration, mode),
    // The record's values of the form's fields only: the rest (id, dates, labels) is not sent back.
    defaultValues: {
      ...starting,
      ...(record &&
        Object.fromEntries(
          Object.keys(starting)
            .filter((name) => name in record)
            .map((name) => [name, record[name]]),
        )),
    },
    mode: 'onTouched',
    refineCoreProps: {
      resource: declaration.name,
      action: mode,
      id: mode === 'edit' ? (record?.id ?? id) : undefined,
      meta: resourceMeta(declaration),
      queryOptions: { enabled: false },
      redirect: false,
      // Refused fields are said on the fields and above the buttons, not again in a toast of the status code.
      errorNotification: (error) => (isFieldError(error) ? false : undefined),
      onMutationSuccess: ({ data }) => {
        draft.clear();
        const shown = layout?.afterSave === 'show' && data.id !== undefined ? paths.show(data.id) : undefined;
        void navigate(savedLink?.(data) ?? shown ?? returnPath ?? paths.list);
      },
    },
  });
  const { setWarnWhen } = useWarnAboutChange();
  const draft = useFormDraft(formDraftKey(userId, declaration.name, recordId), {
    watch,
    setValue,
    ready: !formLoading,
  });
  // refine's submit turns the unsaved-changes warning off; a refused form is still unsaved, so it goes back on.
  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await onFinish(values);
      } catch (error) {
        setWarnWhen(true);
        setFailure(isFieldError(error) ? t('crud.fixFields') : null);
      }
    },
    () => {
      setWarnWhen(true);
    },
  );
  const title = textFromData(t, `${declaration.name}.titles.${mode}`);
  if (mode === 'edit' && record?.editable === false) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <Typography variant="h1">{title}</Typography>
        <Alert severity="info">{t('crud.notEditable')}</Alert>
        <div>
          <Button
            component={Link}
            to={record.id === undefined ? paths.list : paths.show(record.id)}
            variant="contained"
          >
            {t('crud.backToRecord')}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">{title}</Typography>
      {intro}
      {draft.restored && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={draft.discard}>
              {t('crud.discardDraft')}
            </Button>
          }
        >
          {t('crud.draftRestored')}
        </Alert>
      )}
      <Card>
        <CardContent component="form" noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('crud.requiredNotice')}
          </Typography>
          <Grid container spacing={2}>
            {shownFields(declaration, layout, editable).map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: field.kind === 'longText' ? 12 : 6 }}>
                <FieldInput
                  control={control}
                  field={field}
                  label={textFromData(t, fieldLabelKey(declaration, field.name))}
                  optionLabel={(value) => textFromData(t, valueLabelKey(declaration, field.name, value))}
                  options={referenceOptionsEndpoint(declaration, field.name)}
                  maxLength={fieldMaxLength(declaration, mode, field.name)}
                  helperText={field.help === true ? textFromData(t, fieldHelpKey(declaration, field.name)) : undefined}
                />
              </Grid>
            ))}
          </Grid>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" loading={formState.isSubmitting} disabled={formLoading}>
              {t('crud.save')}
            </Button>
            <Button component={Link} to={returnPath ?? paths.list} onClick={draft.clear} variant="text">
              {t('crud.cancel')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
