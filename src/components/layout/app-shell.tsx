import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Outlet } from 'react-router';
import { useSession } from '../../providers/session-context.tsx';
import { AppHeader } from './app-header.tsx';
import { AppSider } from './app-sider.tsx';
import { SiderStateProvider } from './sider-state.tsx';

/** A lazily loaded screen shows a spinner in place while its code arrives. */
function Screen() {
  return (
    <Suspense
      fallback={
        <Box role="status" aria-label="Caricamento in corso" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress />
        </Box>
      }
    >
      <Outlet />
    </Suspense>
  );
}

/**
 * The logged-in frame: the side menu filtered by `can()`, the app bar with the user menu, and the screen in `main` (the
 * frame of refine's ThemedLayout, without @refinedev/mui in the shell). A visitor sees the page alone. `headerActions`
 * stand in the app bar before the user menu.
 */
export function AppShell({ headerActions }: { headerActions?: ReactNode }) {
  const session = useSession();
  if (session.status !== 'ready') {
    return (
      <Box component="main" sx={{ p: 2 }}>
        <Screen />
      </Box>
    );
  }
  return (
    <SiderStateProvider>
      <Box sx={{ display: 'flex' }}>
        <AppSider />
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: '1px', minHeight: '1px' }}>
          <AppHeader actions={headerActions} />
          <Box component="main" sx={{ p: { xs: 1, md: 2, lg: 3 }, flexGrow: 1, bgcolor: 'background.default' }}>
            <Screen />
          </Box>
        </Box>
      </Box>
    </SiderStateProvider>
  );
}
