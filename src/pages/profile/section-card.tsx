import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** One section of the profile: a card with its heading, which names the region for assistive technology. */
export function SectionCard({ id, title, intro, children }: SectionCardProps) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
