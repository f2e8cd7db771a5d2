import Box from '@mui/material/Box';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { profileApi } from '../../../../domain/api/profile.ts';
import { SKILL_DESCRIPTION_MAX } from '../../../../domain/schemas/profile-skills.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useApiQuery } from '../../../hooks/use-api.ts';
import { QueryContent } from '../../../components/query-content.tsx';
import { StepLayout, useStepForm, type StepFrame } from '../step-form.tsx';
import { SkillCheckboxes } from './skill-checkboxes.tsx';

/** Skills: the catalogue's skills by category, and free-text extra skills. */
export function SkillsStep({ frame }: { frame: StepFrame }) {
  const { t } = useTranslation();
  const form = useStepForm(frame);
  const catalogue = useApiQuery(profileApi.skillCatalogue);
  return (
    <StepLayout form={form} frame={frame} title={t('registration.steps.skills')} intro={t('registration.skills.intro')}>
      <QueryContent query={catalogue} loadingLabel={t('registration.skills.loading')} errorContext="skills">
        {(skills) => <SkillCheckboxes form={form} catalogue={skills} />}
      </QueryContent>
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
