import Chip, { type ChipProps } from '@mui/material/Chip';
import { darken, getContrastRatio } from '@mui/material/styles';

export type StatusTone = 'default' | 'primary' | 'info' | 'warning' | 'success' | 'error';

/** WCAG AA for the chip's small text (4.5:1). */
const minimumContrast = 4.5;

/** The tone's colour, darkened only as much as white text on it needs to reach `minimumContrast`. */
export function readableChipColor(color: string): string {
  let background = color;
  for (let step = 1; getContrastRatio('#FFFFFF', background) < minimumContrast && step <= 10; step += 1) {
    background = darken(color, step / 10);
  }
  return background;
}

/** A status shown as a coloured chip: the label says it, the colour only repeats it, always legible on it. */
export function StatusChip({
  label,
  tone,
  size = 'small',
}: {
  label: string;
  tone: StatusTone;
  size?: ChipProps['size'];
}) {
  if (tone === 'default') return <Chip label={label} size={size} variant="outlined" />;
  return (
    <Chip
      label={label}
      size={size}
      sx={(theme) => ({ bgcolor: readableChipColor(theme.palette[tone].main), color: '#FFFFFF' })}
    />
  );
}
