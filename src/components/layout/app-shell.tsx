import Box from '@mui/material/Box';
import { ThemedLayout } from '@refinedev/mui';
import { Outlet } from 'react-router';
import { useSession } from '../../providers/session-context.tsx';
import { AppHeader } from './app-header.tsx';
import { AppTitle } from './app-title.tsx';

/** The logged-in frame: menu filtered by `can()`, app bar with the user menu. A visitor sees the page alone. */
export function AppShell() {
  const session = useSession();
  if (session.status !== 'ready') {
    return <Box component="main" sx={{ p: 2 }}><Outlet /></Box>;
  }
  return (
    <ThemedLayout Header={AppHeader} Title={AppTitle}>
      <Outlet />
    </ThemedLayout>
  );
}
