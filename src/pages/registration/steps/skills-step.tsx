import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { profileApi } from '../../../../domain/api/profile.ts';
import { SKILL_DESCRIPTION_MAX } from '../../../../domain/schemas/profile-skills.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useApiQuery } from '../../../hooks/use-api.ts';
import { userMessageOf } from '../../../providers/api-errors.ts';
import { StepLayout, useStepForm, type StepFrame } from '../step-form.tsx';
import { SkillCheckboxes } from './skill-checkboxes.tsx';

/** Skills: the catalogue's skills by category, and free-text extra skills. */
export function SkillsStep({ frame }: { frame: StepFrame }) {
  const { t } = useTranslation();
  const form = useStepForm(frame);
  const catalogue = useApiQuery(profileApi.skillCatalogue);
  return (
    <StepLayout form={form} frame={frame} title={t('registration.steps.skills')} intro={t('registration.skills.intro')}>
      {catalogue.isPending && (
        <Box
          role="status"
          aria-label={t('registration.skills.loading')}
          sx={{ display: 'grid', placeItems: 'center', py: 4 }}
        >
          <CircularProgress />
        </Box>
      )}
      {catalogue.isError && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void catalogue.refetch()}>
              {t('registration.actions.retry')}
            </Button>
          }
        >
          {userMessageOf(catalogue.error, 'skills')}
        </Alert>
      )}
      {catalogue.data && <SkillCheckboxes form={form} catalogue={catalogue.data} />}
      <Box sx={{ mt: 3 }}>
        <FormTextField
          control={form.control}
          name="skillDescription"
          label={t('registration.fields.skills.skillDescription')}
          multiline
          minRows={3}
          helperText={t('registration.skills.extraHint')}
          slotProps={{ htmlInput: { maxLength: SKILL_DESCRIPTION_MAX } }}
        />
      </Box>
    </StepLayout>
  );
}
