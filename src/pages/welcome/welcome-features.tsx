import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import { publicTextFromData, usePublicTexts } from '../../i18n/public-texts.tsx';
import { mobileBreakpointPx } from '../../theme.ts';
import { WelcomeFeatureCard } from './welcome-feature-card.tsx';

/** The four info boxes of spec section 2; texts live under `welcome.features.<id>`. */
const features: readonly { id: string; icon: ReactNode }[] = [
  { id: 'projects', icon: <AssignmentTurnedInOutlined /> },
  { id: 'monitoring', icon: <InsightsOutlined /> },
  { id: 'training', icon: <SchoolOutlined /> },
  { id: 'network', icon: <HubOutlined /> },
];

export function WelcomeFeatures() {
  const { t } = usePublicTexts();
  const titleId = useId();
  return (
    <Container component="section" aria-labelledby={titleId} maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
      <Typography id={titleId} variant="h2" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
        {t('welcome.features.title')}
      </Typography>
      <Box
        component="ul"
        sx={(theme) => ({
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: '1fr',
          [theme.breakpoints.up(mobileBreakpointPx)]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        })}
      >
        {features.map((feature) => (
          <li key={feature.id}>
            <WelcomeFeatureCard
              icon={feature.icon}
              title={publicTextFromData(t, `welcome.features.${feature.id}.title`)}
              description={publicTextFromData(t, `welcome.features.${feature.id}.description`)}
            />
          </li>
        ))}
      </Box>
    </Container>
  );
}
