import Chip, { type ChipProps } from '@mui/material/Chip';

export type StatusTone = 'default' | 'primary' | 'info' | 'warning' | 'success' | 'error';

/** A status shown as a coloured chip: the label says it, the colour only repeats it. */
export function StatusChip({ label, tone, size = 'small' }: { label: string; tone: StatusTone; size?: ChipProps['size'] }) {
  return <Chip label={label} color={tone} size={size} variant={tone === 'default' ? 'outlined' : 'filled'} />;
}
