import Grid from '@mui/material/Grid2';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { profileApi } from '../../../domain/api/profile.ts';
import {
  designerProfileSchema,
  type DesignerProfileData,
  type DesignerProfileInput,
  type DesignerProfileView,
} from '../../../domain/schemas/designer-profile.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { FiscalCodeField } from '../../components/form/fiscal-code-field.tsx';
import { MoneyInput } from '../../components/form/money-input.tsx';
import { useApiMutation } from '../../hooks/use-api.ts';
import { SectionActions } from './section-actions.tsx';
import { useSectionSave } from './use-section-save.ts';
import { PROFESSIONAL_CATEGORIES, professionalCategoryNames } from '../../../domain/rules/user-types.ts';

const fields = [
  'chamberOfCommerceNumber',
  'taxCode',
  'professionalCategory',
  'yearsOfExperience',
  'employeesNumber',
  'collaboratorsNumber',
  'averageCostOfWork',
] as const;
type Field = (typeof fields)[number];

const numberText = (value: number | null) => (value === null ? '' : String(value));

const toForm = (view: DesignerProfileView): DesignerProfileInput => ({
  chamberOfCommerceNumber: view.chamberOfCommerceNumber ?? '',
  taxCode: view.taxCode ?? '',
  professionalCategory: view.professionalCategory ?? '',
  yearsOfExperience: numberText(view.yearsOfExperience),
  employeesNumber: numberText(view.employeesNumber),
  collaboratorsNumber: numberText(view.collaboratorsNumber),
  averageCostOfWork: view.averageCostOfWork,
});

/** The designer profile of spec section 3 (PUT /profile/profile/designer). */
export function DesignerProfileForm({ profile }: { profile: DesignerProfileView }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    DesignerProfileInput,
    unknown,
    DesignerProfileData
  >({
    resolver: zodResolver(designerProfileSchema),
    mode: 'onTouched',
    defaultValues: toForm(profile),
  });
  const { outcome, run } = useSectionSave(setError, fields);
  const { mutateAsync: put } = useApiMutation(profileApi.updateDesignerProfile);
  const label = (field: Field) => t(`profile.professional.fields.${field}`);

  const save = handleSubmit((data) =>
    run(async () => {
      const saved = await put({ body: data });
      reset(toForm(saved));
      return t('profile.professional.saved');
    }),
  );

  const count = (field: Field) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <FormTextField control={control} name={field} label={label(field)} inputMode="numeric" />
    </Grid>
  );

  return (
    <form noValidate aria-label={t('profile.professional.title')} onSubmit={(event) => void save(event)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('profile.requiredNotice')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="professionalCategory"
            label={label('professionalCategory')}
            select
            required
          >
            <MenuItem value="">
              <em>{t('profile.professional.noCategory')}</em>
            </MenuItem>
            {professionalCategoryNames.map((category) => (
              <MenuItem key={category} value={category}>
                {PROFESSIONAL_CATEGORIES[category]}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="chamberOfCommerceNumber"
            label={label('chamberOfCommerceNumber')}
            slotProps={{ htmlInput: { maxLength: 30, style: { textTransform: 'uppercase' } } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FiscalCodeField control={control} name="taxCode" label={label('taxCode')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyInput control={control} name="averageCostOfWork" label={label('averageCostOfWork')} />
        </Grid>
        {count('yearsOfExperience')}
        {count('employeesNumber')}
        {count('collaboratorsNumber')}
      </Grid>
      <SectionActions submitting={formState.isSubmitting} outcome={outcome} />
    </form>
  );
}
