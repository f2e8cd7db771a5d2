import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * Label and value pairs as a definition list, two columns from 600 px, one below; rows without a value are left out.
 */
export function FactList({ facts }: { facts: readonly (readonly [string, string | null | undefined])[] }) {
  const shown = facts.filter(
    (fact): fact is readonly [string, string] => fact[1] !== null && fact[1] !== undefined && fact[1] !== '',
  );
  return (
    <Stack component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1, m: 0 }}>
      {shown.map(([label, value]) => (
        <Stack key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
