import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import { WelcomeHero } from './welcome-hero.tsx';
import { WelcomeFeatures } from './welcome-features.tsx';

export interface WelcomePageProps {
  onLogin: () => void;
  onRegister: () => void;
}

/** The public welcome page of spec section 2 (route /welcome), rendered outside the app shell. */
export function WelcomePage({ onLogin, onRegister }: WelcomePageProps) {
  const { t } = usePublicTexts();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" component="header">
        <Toolbar>
          <EnergySavingsLeafOutlined aria-hidden="true" sx={{ mr: 1, color: 'secondary.main' }} />
          <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
            {t('brand.name')}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>
        <WelcomeHero onLogin={onLogin} onRegister={onRegister} />
        <WelcomeFeatures />
      </Box>
    </Box>
  );
}
