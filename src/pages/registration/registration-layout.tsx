import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The public frame of the registration pages, outside the logged-in shell: brand bar, one h1, the flow in a card. */
export function RegistrationLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" component="header">
        <Toolbar>
          <EnergySavingsLeafOutlined aria-hidden="true" sx={{ mr: 1, color: 'secondary.main' }} />
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
            {t('brand.name')}
          </Typography>
          <Link component={RouterLink} to="/welcome" color="inherit" underline="hover">
            {t('registration.actions.toWelcome')}
          </Link>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1, sm: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2, px: { xs: 1, sm: 0 } }}>
          {title}
        </Typography>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>{children}</CardContent>
        </Card>
      </Container>
    </Box>
  );
}
