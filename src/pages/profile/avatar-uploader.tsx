import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { profileApi } from '../../../domain/api/profile.ts';
import { AVATAR_CONTENT_TYPES, avatarProblemOf } from '../../../domain/rules/avatar.ts';
import type { ProfileDetails } from '../../../domain/schemas/profile.ts';
import { ProfileAvatar } from '../../components/profile-avatar.tsx';
import { fieldErrorsOf, userMessageOf } from '../../providers/api-errors.ts';
import { useApiMutation } from '../../hooks/use-api.ts';
import { useDetailsUpdate } from './use-details-update.ts';
import type { SectionOutcome } from './use-section-save.ts';

/** The profile picture with its upload (POST /profile/profile/avatar, the image itself as the body). */
export function AvatarUploader({ details }: { details: ProfileDetails }) {
  const { t } = useTranslation();
  const updateDetails = useDetailsUpdate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: upload } = useApiMutation(profileApi.uploadAvatar);
  const [outcome, setOutcome] = useState<SectionOutcome | null>(null);
  const name = `${details.firstName} ${details.lastName}`;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblemOf(file);
    if (problem) {
      setOutcome({ severity: 'error', text: problem });
      return;
    }
    setOutcome(null);
    setBusy(true);
    try {
      const data = await upload({ body: file, contentType: file.type });
      updateDetails({ ...details, avatar: data.avatar });
      setOutcome({ severity: 'success', text: t('profile.avatar.saved') });
    } catch (error) {
      setOutcome({ severity: 'error', text: fieldErrorsOf(error)[0]?.message ?? userMessageOf(error, 'upload') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
      <ProfileAvatar name={name} avatar={details.avatar} size={96} alt={t('profile.avatar.alt', { name })} />
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <input
          ref={input}
          type="file"
          accept={AVATAR_CONTENT_TYPES.join(',')}
          hidden
          onChange={(event) => void pick(event)}
        />
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlined />}
          loading={busy}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {details.avatar ? t('profile.avatar.change') : t('profile.avatar.upload')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('profile.avatar.hint')}
        </Typography>
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
