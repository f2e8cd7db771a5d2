import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A table that scrolls sideways within its card on a narrow screen instead of widening the page: a named region that
 * the keyboard can reach and scroll with the arrow keys. Positioned, so text for screen readers only (placed
 * absolutely, see visually-hidden.ts) in its cells scrolls with it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', position: 'relative' }}>{children}</Box>;
}
