import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../providers/session-context.tsx';
import { AvatarUploader } from './avatar-uploader.tsx';
import { ProfileSections } from './profile-sections.tsx';
import { SectionCard } from '../../components/section-card.tsx';

/** Route /logged-user-profile: the picture and account facts, then the sections the user edits. */
export function LoggedUserProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  const { details } = user;
  const rows: [string, string][] = [
    [t('profile.fields.email'), details.email],
    [t('profile.fields.network'), details.network?.name ?? t('profile.notProvided')],
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">{t('profile.title')}</Typography>
      <SectionCard headingId="account-title" title={t('profile.account.title')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <AvatarUploader details={details} />
          <Stack
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
              gap: 1,
              m: 0,
              alignContent: 'center',
            }}
          >
            {rows.map(([label, value]) => (
              <Stack key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Stack>
      </SectionCard>
      <ProfileSections user={user} />
    </Stack>
  );
}
