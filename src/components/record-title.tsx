import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface RecordTitleProps {
  /** What kind of record the page shows ("Dettaglio progetto"), in small capitals above its name. */
  kind: ReactNode;
  /** The record's name: the page's one h1, wrapped anywhere so a long name never widens a phone's screen. */
  name: ReactNode;
}

/** A record page's title: its kind over its name. What follows the name (status, dates, actions) is the page's. */
export function RecordTitle({ kind, name }: RecordTitleProps) {
  return (
    <>
      <Typography variant="overline" color="text.secondary">
        {kind}
      </Typography>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
    </>
  );
}
