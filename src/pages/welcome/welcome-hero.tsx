import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { usePrerendering } from '../../components/prerendering.ts';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import { brandColors } from '../../theme.ts';

export interface WelcomeHeroProps {
  onLogin: () => void;
  onRegister: () => void;
}

/** The welcome page's hero: the one h1, the tagline, the two entry actions and the membership note. */
export function WelcomeHero({ onLogin, onRegister }: WelcomeHeroProps) {
  const { t } = usePublicTexts();
  const prerendering = usePrerendering();
  return (
    <Box
      sx={{
        color: '#FFFFFF',
        background: `linear-gradient(135deg, ${brandColors.primaryDark} 0%, ${brandColors.primary} 60%, ${brandColors.primaryLight} 100%)`,
        py: { xs: 6, md: 9 },
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
          {t('welcome.title')}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ mt: 1.5, fontWeight: 600, color: brandColors.secondary }}>
          {t('brand.tagline')}
        </Typography>
        <Typography variant="body1" sx={{ mt: 2, opacity: 0.92 }}>
          {t('welcome.intro')}
        </Typography>
        <Stack
          role="group"
          aria-label={t('welcome.actions.label')}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          justifyContent="center"
          sx={{ mt: 4, visibility: prerendering ? 'hidden' : undefined }}
        >
          <Button variant="contained" color="secondary" size="large" onClick={onLogin}>
            {t('welcome.actions.login')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            onClick={onRegister}
            sx={{ color: '#FFFFFF', borderColor: 'rgba(255, 255, 255, 0.8)', '&:hover': { borderColor: '#FFFFFF' } }}
          >
            {t('welcome.actions.register')}
          </Button>
        </Stack>
        <Stack
          role="note"
          direction="row"
          spacing={1}
          alignItems="center"
          justifyContent="center"
          sx={{ mt: 3, mx: 'auto', maxWidth: 560, px: 2, py: 1.25, borderRadius: 1, bgcolor: 'rgba(0, 0, 0, 0.18)' }}
        >
          <LockOutlined aria-hidden="true" fontSize="small" />
          <Typography variant="body2">{t('welcome.membershipNote')}</Typography>
        </Stack>
      </Container>
    </Box>
  );
}
