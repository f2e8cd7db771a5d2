import Box from '@mui/material/Box';

/** Background of the corner ribbon per environment (spec section 1); any other environment shows no ribbon. */
export const environmentRibbonColors: Readonly<Record<string, string>> = {
  staging: '#2E7D32',
  development: '#8B0000',
};

export function ribbonColorFor(environment: string): string | undefined {
  return Object.hasOwn(environmentRibbonColors, environment) ? environmentRibbonColors[environment] : undefined;
}

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
        width: 150,
        height: 150,
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
          bottom: 34,
          right: -46,
          width: 200,
          py: 0.5,
          transform: 'rotate(-45deg)',
          color: '#FFFFFF',
          textAlign: 'center',
          fontSize: 13,
          fontWeight: 700,
          letterSpacing: 1,
          boxShadow: '0 2px 6px rgba(0, 0, 0, 0.3)',
        }}
      >
        {environment}
      </Box>
    </Box>
  );
}
