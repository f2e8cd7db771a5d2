import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { profileApi } from '../../../domain/api/profile.ts';
import {
  SKILL_DESCRIPTION_MAX,
  profileSkillsSchema,
  type ProfileSkills,
  type ProfileSkillsInput,
  type ProfileSkillsView,
} from '../../../domain/schemas/profile-skills.ts';
import type { SkillCatalogue } from '../../../domain/schemas/skill-catalogue.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { useApiMutation } from '../../hooks/use-api.ts';
import { SectionActions } from './section-actions.tsx';
import { SectionMessage } from './section-status.tsx';
import { useSectionSave } from './use-section-save.ts';

const fields = ['skillIds', 'skillDescription'] as const;

const toForm = (view: ProfileSkillsView): ProfileSkillsInput => ({
  skillIds: view.skillIds,
  skillDescription: view.skillDescription ?? '',
});

/** The skills chosen from the catalogue, one group of check boxes per category, and the free-text extra skills. */
export function SkillsForm({ catalogue, chosen }: { catalogue: SkillCatalogue; chosen: ProfileSkillsView }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, formState } = useForm<ProfileSkillsInput, unknown, ProfileSkills>({
    resolver: zodResolver(profileSkillsSchema),
    defaultValues: toForm(chosen),
  });
  const { outcome, run } = useSectionSave(setError, fields);
  const { mutateAsync: put } = useApiMutation(profileApi.updateSkills);
  const [selected, description] = useWatch({ control, name: ['skillIds', 'skillDescription'] });
  const categories = catalogue.filter((category) => category.skills.length > 0);

  const save = handleSubmit((data) =>
    run(async () => {
      const saved = await put({ body: data });
      reset(toForm(saved));
      return t('profile.skills.saved');
    }),
  );

  return (
    <form noValidate aria-label={t('profile.skills.title')} onSubmit={(event) => void save(event)}>
      {categories.length === 0 && <SectionMessage severity="info" text={t('profile.skills.emptyCatalogue')} />}
      <Controller
        control={control}
        name="skillIds"
        render={({ field, fieldState }) => (
          <Stack spacing={2}>
            {categories.map((category) => (
              <FormControl key={category.id} component="fieldset">
                <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {category.name}
                </FormLabel>
                <FormGroup row>
                  {category.skills.map((skill) => (
                    <FormControlLabel
                      key={skill.id}
                      label={skill.name}
                      control={
                        <Checkbox
                          checked={field.value.includes(skill.id)}
                          onBlur={field.onBlur}
                          onChange={(_event, checked) => {
                            field.onChange(
                              checked ? [...field.value, skill.id] : field.value.filter((id) => id !== skill.id),
                            );
                          }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </FormControl>
            ))}
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Stack>
        )}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ my: 2 }}>
        {t('profile.skills.selected', { count: selected.length })}
      </Typography>
      <FormTextField
        control={control}
        name="skillDescription"
        label={t('profile.skills.description')}
        multiline
        minRows={3}
        helperText={t('profile.skills.descriptionHint', {
          count: typeof description === 'string' ? description.length : 0,
          max: SKILL_DESCRIPTION_MAX,
        })}
      />
      <SectionActions submitting={formState.isSubmitting} outcome={outcome} />
    </form>
  );
}
