import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title (a count, the record's network, a view's intro). */
  subtitle?: ReactNode;
  /** The page's buttons, beside the title on a wide screen and under it on a phone, where they wrap to more lines. */
  actions?: ReactNode;
}

/** A screen's heading: its title, an optional line under it and its actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <div>
        <Typography variant="h1">{title}</Typography>
        {subtitle !== undefined && <Typography color="text.secondary">{subtitle}</Typography>}
      </div>
      {actions !== undefined && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', '& > *': { flexShrink: 0 } }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
