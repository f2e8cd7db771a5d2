import { useEffect, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import { usePublicTexts } from '../i18n/public-texts.tsx';
import { EnvironmentRibbon } from '../components/environment-ribbon.tsx';
import { useEnvironment } from '../hooks/use-environment.ts';

/** The public wizard's frame: the brand bar and one narrow column, comfortable on a 375 px phone. */
export function WizardLayout({ children }: { children: ReactNode }) {
  const { t } = usePublicTexts();
  const environment = useEnvironment();
  useEffect(() => {
    document.title = t('wizard.documentTitle');
  }, [t]);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" component="header">
        <Toolbar>
          <EnergySavingsLeafOutlined aria-hidden="true" sx={{ mr: 1, color: 'secondary.main' }} />
          <Link href="/welcome" color="inherit" underline="none" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
            {t('brand.name')}
          </Link>
          <Typography component="p" variant="body2" sx={{ ml: 'auto', opacity: 0.9 }}>
            {t('wizard.header')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
        {children}
        {/* Room below the last buttons, so the corner ribbon of non-production builds never covers them. */}
        {environment && environment !== 'production' && <Box aria-hidden="true" sx={{ height: 96 }} />}
      </Container>
      {environment && <EnvironmentRibbon environment={environment} />}
    </Box>
  );
}
