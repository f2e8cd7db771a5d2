import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import type { FootprintResult } from '../../../../domain/carbon/footprint.ts';
import type { FootprintInput } from '../../../../domain/carbon/input.ts';
import { carbonFootprintsApi } from '../../../../domain/api/carbon-footprints.ts';
import { resourceEndpoints } from '../../../../domain/api/resources.ts';
import { carbonFootprints } from '../../../../domain/resources/carbon-footprints.ts';
import { useApiMutation, useApiQuery } from '../../../hooks/use-api.ts';
import { fieldErrorsOf, userMessageOf } from '../../../providers/api-errors.ts';
import { FootprintResultView } from '../result/footprint-result.tsx';
import { SaveFootprintDialog, type SavedFrom } from '../save-footprint-dialog.tsx';
import { BuildingFields } from './building-fields.tsx';
import {
  formPathOf,
  initialCalculatorValues,
  inputOf,
  validateCalculator,
  valuesOf,
  type CalculatorValues,
} from './calculator-values.ts';
import { ConsumptionFields } from './consumption-fields.tsx';
import { RenovationFields } from './renovation-fields.tsx';

const k = 'carbon-foot-print';
const footprints = resourceEndpoints(carbonFootprints);

/**
 * The carbon footprint calculator (`/carbon-foot-print-calculator/evaluator`): the building, its yearly use, the
 * renovation planned; the server computes with the shared domain and the result can be saved on a project. What is
 * saved is what the form shows: "Salva l'impronta" validates and computes the form again first (a field in error stops
 * it), and a result older than the form says so. `?edit=<id>` reopens a saved footprint to update it, `?copy=<id>` to
 * save its values as a new one.
 */
export function CalculatorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open: notify } = useNotification();
  const [search] = useSearchParams();
  const editId = search.get('edit');
  const fromId = editId ?? search.get('copy');
  const original = useApiQuery(footprints.detail, { params: { id: fromId ?? '' } }, { enabled: fromId !== null });
  const from: SavedFrom | null =
    fromId !== null && original.data
      ? {
          id: original.data.id,
          name: original.data.name,
          projectId: original.data.projectId,
          mode: editId === null ? 'copy' : 'edit',
        }
      : null;
  const { control, handleSubmit, setError, clearErrors, reset } = useForm<CalculatorValues>({
    defaultValues: initialCalculatorValues(),
  });
  const reopened = original.data;
  useEffect(() => {
    if (reopened) reset(valuesOf(reopened.input));
  }, [reopened, reset]);
  const withRenovation = useWatch({ control, name: 'withRenovation' });
  const shown = useWatch({ control }) as CalculatorValues;
  const [computed, setComputed] = useState<{ input: FootprintInput; result: FootprintResult; typed: string } | null>(
    null,
  );
  const stale = computed !== null && JSON.stringify(inputOf(shown)) !== computed.typed;
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const compute = useApiMutation(carbonFootprintsApi.compute);

  const showErrors = (errors: readonly { path: string; message: string }[]) => {
    errors.forEach(({ path, message }, index) => {
      setError(
        formPathOf(path) as FieldPath<CalculatorValues>,
        { type: 'validate', message },
        { shouldFocus: index === 0 },
      );
    });
  };

  /** Validates and computes what the form holds; true once the result shown is the form's. */
  const computeForm = async (values: CalculatorValues): Promise<boolean> => {
    clearErrors();
    setFailure(null);
    const validated = validateCalculator(values);
    if (!validated.ok) {
      showErrors(validated.errors);
      return false;
    }
    try {
      const result = await compute.mutateAsync({ body: validated.input });
      setComputed({ input: validated.input, result, typed: JSON.stringify(inputOf(values)) });
      return true;
    } catch (error) {
      showErrors(fieldErrorsOf(error));
      setFailure(userMessageOf(error));
      return false;
    }
  };
  const submit = handleSubmit(async (values) => {
    await computeForm(values);
  });
  const saveForm = handleSubmit(async (values) => {
    if (await computeForm(values)) setSaving(true);
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(`${k}.titles.calculator`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 960 }}>
        {t(`${k}.scope`)}
      </Typography>
      {original.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {userMessageOf(original.error)}
        </Alert>
      )}
      {from && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(from.mode === 'edit' ? `${k}.save.editing` : `${k}.save.duplicating`, { name: from.name })}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack
                component="form"
                spacing={3}
                noValidate
                onSubmit={(event) => {
                  void submit(event);
                }}
              >
                <Typography variant="h6" component="h2">
                  {t(`${k}.building.title`)}
                </Typography>
                <BuildingFields control={control} />
                <Typography variant="h6" component="h2">
                  {t(`${k}.use.title`)}
                </Typography>
                <ConsumptionFields control={control} />
                <Controller
                  control={control}
                  name="withRenovation"
                  render={({ field }) => (
                    <FormControlLabel
                      label={t(`${k}.renovation.enable`)}
                      control={
                        <Switch
                          checked={field.value}
                          onChange={(_, checked) => {
                            field.onChange(checked);
                          }}
                        />
                      }
                    />
                  )}
                />
                {withRenovation && <RenovationFields control={control} />}
                {failure && <Alert severity="error">{failure}</Alert>}
                <Button type="submit" variant="contained" disabled={compute.isPending} sx={{ alignSelf: 'flex-start' }}>
                  {compute.isPending ? t(`${k}.result.computing`) : t(`${k}.result.compute`)}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(`${k}.result.title`)}
          </Typography>
          {computed ? (
            <Stack spacing={2}>
              {stale && <Alert severity="warning">{t(`${k}.result.stale`)}</Alert>}
              <FootprintResultView result={computed.result} dwellings={computed.input.dwellings} />
              <Button
                variant="contained"
                color="secondary"
                disabled={compute.isPending}
                onClick={() => {
                  void saveForm();
                }}
              >
                {t(`${k}.save.title`)}
              </Button>
            </Stack>
          ) : (
            <Typography color="text.secondary">{t(`${k}.result.empty`)}</Typography>
          )}
        </Grid>
      </Grid>
      {computed && saving && (
        <SaveFootprintDialog
          input={computed.input}
          from={from}
          open
          onClose={() => {
            setSaving(false);
          }}
          onSaved={(id) => {
            notify?.({ type: 'success', message: t(from?.mode === 'edit' ? `${k}.save.updated` : `${k}.save.saved`) });
            void navigate(`/carbon-foot-print/detail/${id}`);
          }}
        />
      )}
    </Box>
  );
}
