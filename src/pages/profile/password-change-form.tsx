import Grid from '@mui/material/Grid2';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { profileApi } from '../../../domain/api/profile.ts';
import {
  passwordChangeFormSchema,
  passwordUpdateOf,
  type PasswordChangeForm as PasswordChangeValues,
} from '../../../domain/schemas/password-change.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { PasswordPair } from '../../components/form/password-pair.tsx';
import { useApiMutation } from '../../hooks/use-api.ts';
import { SectionActions } from './section-actions.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useSectionSave } from './use-section-save.ts';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const empty: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The password change (PUT /profile/profile/password): the server checks the current password before changing it. */
export function PasswordChangeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, formState } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { outcome, run } = useSectionSave(setError, fields, { value: 'newPassword' });
  const { mutateAsync: put } = useApiMutation(profileApi.changePassword);
  const label = (field: (typeof fields)[number]) => t(`profile.password.fields.${field}`);

  const save = handleSubmit((data) =>
    run(async () => {
      await put({ body: passwordUpdateOf(data) });
      reset(empty);
      return t('profile.password.saved');
    }),
  );

  return (
    <SectionCard headingId="password-title" title={t('profile.password.title')} intro={t('profile.password.intro')}>
      <form noValidate aria-label={t('profile.password.title')} onSubmit={(event) => void save(event)}>
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="currentPassword"
              type="password"
              label={label('currentPassword')}
              required
              autoComplete="current-password"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
          <PasswordPair
            control={control}
            names={['newPassword', 'confirmPassword']}
            labels={[label('newPassword'), label('confirmPassword')]}
            hint={t('profile.password.rule')}
          />
        </Grid>
        <SectionActions submitting={formState.isSubmitting} outcome={outcome} label={t('profile.password.submit')} />
      </form>
    </SectionCard>
  );
}
