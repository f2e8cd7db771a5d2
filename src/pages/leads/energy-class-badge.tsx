import Box from '@mui/material/Box';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { EnergyClass } from '../../../domain/energy/classification.ts';
import { CLASS_COLORS } from '../../wizard/results/class-colors.ts';

/** The home's estimated class as a small energy-label square. */
export function EnergyClassBadge({ energyClass }: { energyClass: EnergyClass }) {
  const { t } = useTranslation();
  const colors = CLASS_COLORS[energyClass];
  return (
    <Box
      role="img"
      aria-label={t('leads.home.classLabel', { energyClass })}
      sx={{
        width: 40,
        height: 40,
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: '1.25rem',
        bgcolor: colors.background,
        color: colors.text,
        flexShrink: 0,
      }}
    >
      {energyClass}
    </Box>
  );
}
