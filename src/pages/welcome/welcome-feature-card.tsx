import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export interface WelcomeFeatureCardProps {
  icon: ReactNode;
  title: string;
  description: string;
}

/** One info box of the welcome page: icon, title (h3) and a one-sentence description. */
export function WelcomeFeatureCard({ icon, title, description }: WelcomeFeatureCardProps) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
        <Box
          aria-hidden="true"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 52,
            height: 52,
            borderRadius: '50%',
            bgcolor: 'rgba(11, 110, 79, 0.1)',
            color: 'primary.main',
            '& svg': { fontSize: 28 },
          }}
        >
          {icon}
        </Box>
        <Typography variant="h5" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </CardContent>
    </Card>
  );
}
