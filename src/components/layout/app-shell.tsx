import { Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ThemedLayout } from '@refinedev/mui';
import { Outlet } from 'react-router';
import { useSession } from '../../providers/session-context.tsx';
import { AppHeader } from './app-header.tsx';
import { AppSider } from './app-sider.tsx';

/** A lazily loaded screen shows a spinner in place while its code arrives. */
function Screen() {
  return (
    <Suspense fallback={<Box role="status" aria-label="Caricamento in corso" sx={{ display: 'grid', placeItems: 'center', py: 8 }}><CircularProgress /></Box>}>
      <Outlet />
    </Suspense>
  );
}

/** The logged-in frame: menu filtered by `can()`, app bar with the user menu. A visitor sees the page alone. */
export function AppShell() {
  const session = useSession();
  if (session.status !== 'ready') {
    return <Box component="main" sx={{ p: 2 }}><Screen /></Box>;
  }
  return (
    <ThemedLayout Header={AppHeader} Sider={AppSider}>
      <Screen />
    </ThemedLayout>
  );
}
