import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function FullPageLoader({ label = 'Caricamento in corso' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={40} />
    </Box>
  );
}
