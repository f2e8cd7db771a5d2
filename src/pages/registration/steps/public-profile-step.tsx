import Grid from '@mui/material/Grid2';
import MenuItem from '@mui/material/MenuItem';
import { textFromData, useTranslation } from '../../../i18n/use-translation.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { MoneyInput } from '../../../components/form/money-input.tsx';
import { FormCheckbox } from '../form-checkbox.tsx';
import { StepLayout, useStepForm, type StepFormApi, type StepFrame } from '../step-form.tsx';
import { PROFESSIONAL_CATEGORIES, professionalCategoryNames } from '../../../../domain/rules/user-types.ts';
import { PUBLIC_DESCRIPTION_MAX } from '../../../../domain/schemas/company-data.ts';

function DesignerProfileFields({ form }: { form: StepFormApi }) {
  const { t } = useTranslation();
  const { control } = form;
  const field = (name: string) => textFromData(t, `registration.fields.publicProfile.${name}`);
  const half = { xs: 12, sm: 6 };
  return (
    <>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="professionalCategory"
          select
          label={field('professionalCategory')}
          required
        >
          {professionalCategoryNames.map((category) => (
            <MenuItem key={category} value={category}>
              {PROFESSIONAL_CATEGORIES[category]}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="chamberOfCommerceNumber" label={field('chamberOfCommerceNumber')} />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="yearsOfExperience"
          label={field('yearsOfExperience')}
          inputMode="numeric"
        />
      </Grid>
      <Grid size={half}>
        <MoneyInput control={control} name="averageCostOfWork" label={field('averageCostOfWork')} />
      </Grid>
      <Grid size={half}>
        <FormTextField control={control} name="employeesNumber" label={field('employeesNumber')} inputMode="numeric" />
      </Grid>
      <Grid size={half}>
        <FormTextField
          control={control}
          name="collaboratorsNumber"
          label={field('collaboratorsNumber')}
          inputMode="numeric"
        />
      </Grid>
    </>
  );
}

/** Public profile: what the network shows of the member; a designer adds their professional profile. */
export function PublicProfileStep({ frame, designer }: { frame: StepFrame; designer: boolean }) {
  const { t } = useTranslation();
  const form = useStepForm(frame);
  const { control } = form;
  return (
    <StepLayout
      form={form}
      frame={frame}
      title={t('registration.steps.publicProfile')}
      intro={t('registration.publicProfile.intro')}
    >
      <Grid container spacing={2}>
        {designer && <DesignerProfileFields form={form} />}
        <Grid size={12}>
          <FormTextField
            control={control}
            name="publicDescription"
            label={t('registration.fields.publicProfile.publicDescription')}
            required
            multiline
            minRows={4}
            helperText={t('registration.publicProfile.descriptionHint')}
            slotProps={{ htmlInput: { maxLength: PUBLIC_DESCRIPTION_MAX } }}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="website"
            label={t('registration.fields.publicProfile.website')}
            inputMode="url"
            autoComplete="url"
          />
        </Grid>
        <Grid size={12}>
          <FormCheckbox
            control={control}
            name="agoraVisible"
            label={t('registration.fields.publicProfile.agoraVisible')}
          />
        </Grid>
      </Grid>
    </StepLayout>
  );
}
