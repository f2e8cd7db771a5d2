import Box from '@mui/material/Box';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import { ENERGY_CLASSES, type EnergyClass } from '../../../domain/energy/classification.ts';
import { CLASS_COLORS } from './class-colors.ts';

export type EnergyClassScaleProps = { energyClass: EnergyClass; possibleClasses: readonly EnergyClass[] };

/** The A-G scale as on an energy label: longer and redder bars going down, the home's class marked. */
export function EnergyClassScale({ energyClass, possibleClasses }: EnergyClassScaleProps) {
  const { t } = usePublicTexts();
  return (
    <Box
      component="ol"
      aria-label={t('wizard.results.scaleLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}
    >
      {ENERGY_CLASSES.map((c, i) => {
        const isHome = c === energyClass;
        const isPossible = !isHome && possibleClasses.includes(c);
        const colors = CLASS_COLORS[c];
        return (
          <Box
            component="li"
            key={c}
            aria-current={isHome ? 'true' : undefined}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <Box
              sx={{
                width: `${String(32 + i * 6)}%`,
                minHeight: isHome ? 44 : 32,
                display: 'flex',
                alignItems: 'center',
                px: 1.5,
                bgcolor: colors.background,
                color: colors.text,
                fontWeight: 700,
                fontSize: isHome ? '1.4rem' : '1rem',
                borderRadius: '4px 22px 22px 4px',
                outline: isHome ? '3px solid' : 'none',
                outlineColor: 'text.primary',
                outlineOffset: 2,
              }}
            >
              {c}
            </Box>
            {isHome && (
              <Box component="span" sx={{ fontWeight: 700 }}>
                {t('wizard.results.yourHome')}
              </Box>
            )}
            {isPossible && (
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                {t('wizard.results.possibleClass')}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
