import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { HamburgerMenu } from '@refinedev/mui';
import { NotificationBell } from '../../resources/notifications/notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

export function AppHeader() {
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ bgcolor: 'background.paper' }}>
      <Toolbar>
        <HamburgerMenu />
        <Box sx={{ flexGrow: 1 }} />
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
