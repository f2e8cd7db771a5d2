import Box from '@mui/material/Box';

/** Background of the corner ribbon per environment (spec section 1); any other environment shows no ribbon. */
export const environmentRibbonColors: Readonly<Record<string, string>> = {
  staging: '#2E7D32',
  development: '#8B0000',
};

export function ribbonColorFor(environment: string): string | undefined {
  return Object.hasOwn(environmentRibbonColors, environment) ? environmentRibbonColors[environment] : undefined;
}

/**
 * The corner ribbon of a non-production build: it lets every click through, and on a phone it is a small corner,
 * clear of the buttons a page puts at its bottom right (the wizard's "Calcola la stima").
 */
export function EnvironmentRibbon({ environment }: { environment: string }) {
  const color = ribbonColorFor(environment);
  if (color === undefined) return null;
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'fixed',
        bottom: 0,
        right: 0,
        width: { xs: 72, sm: 150 },
        height: { xs: 72, sm: 150 },
        overflow: 'hidden',
        pointerEvents: 'none',
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    >
      <Box
        data-testid="environment-ribbon"
        data-environment={environment}
        style={{ backgroundColor: color }}
        sx={{
          position: 'absolute',
          bottom: { xs: 14, sm: 34 },
          right: { xs: -30, sm: -46 },
          width: { xs: 110, sm: 200 },
          py: { xs: 0.25, sm: 0.5 },
          transform: 'rotate(-45deg)',
          color: '#FFFFFF',
          textAlign: 'center',
          fontSize: { xs: 8, sm: 13 },
          fontWeight: 700,
          letterSpacing: { xs: 0.5, sm: 1 },
          boxShadow: '0 2px 6px rgba(0, 0, 0, 0.3)',
        }}
      >
        {environment}
      </Box>
    </Box>
  );
}
