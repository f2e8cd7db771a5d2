import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';

export interface StatusLayoutProps {
  /** Decorative icon shown above the title. */
  icon: ReactNode;
  /** The page's only h1. */
  title: string;
  children: ReactNode;
  /** Buttons under the text, such as the logout. */
  actions?: ReactNode;
  /** Inside the app shell: no full-screen backdrop and no second `<main>`. */
  embedded?: boolean;
}

/** A centred branded card used by the status pages (suspended, waiting, placeholder). */
export function StatusLayout({ icon, title, children, actions, embedded = false }: StatusLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box
      component={embedded ? 'section' : 'main'}
      sx={{
        minHeight: embedded ? undefined : '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: embedded ? undefined : 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 520 }}>
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ px: 3, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          <EnergySavingsLeafOutlined aria-hidden="true" sx={{ color: 'secondary.main' }} />
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {t('brand.name')}
          </Typography>
        </Stack>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <Box aria-hidden="true" sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
            {icon}
          </Box>
          <Typography variant="h2" component="h1" sx={{ mt: 1, mb: 2 }}>
            {title}
          </Typography>
          <Stack spacing={1.5} sx={{ color: 'text.secondary' }}>
            {children}
          </Stack>
          {actions ? (
            <Stack direction="row" spacing={2} justifyContent="center" sx={{ mt: 4 }}>
              {actions}
            </Stack>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
