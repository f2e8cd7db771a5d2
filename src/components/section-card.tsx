import { useId, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  title: ReactNode;
  /** The heading's id, for what else it names (a form inside); a generated one otherwise. */
  headingId?: string;
  /** The region's name when it is not the heading's text. */
  label?: string;
  intro?: ReactNode;
  /** What stands on the heading's line, at its end (an add or edit button, a search field). */
  actions?: ReactNode;
  component?: 'section' | 'nav';
  /** h3 for a section inside another one. */
  headingLevel?: 'h2' | 'h3';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** One section of a screen: a card with its heading, which names the region for assistive technology. */
export function SectionCard({
  title,
  headingId,
  label,
  intro,
  actions,
  component = 'section',
  headingLevel = 'h2',
  sx,
  children,
}: SectionCardProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const heading = (
    <Typography id={id} variant="h2" component={headingLevel} sx={{ fontSize: '1.25rem' }}>
      {title}
    </Typography>
  );
  return (
    <Card
      component={component}
      sx={sx}
      {...(label === undefined ? { 'aria-labelledby': id } : { 'aria-label': label })}
    >
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: intro ? 1 : 2 }}
        >
          {heading}
          {actions}
        </Stack>
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
