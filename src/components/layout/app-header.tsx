import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSiderState } from './sider-state.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The buttons that bring the side menu back, named in Italian (refine's HamburgerMenu says "open drawer"): on a phone
 * it opens the menu over the page, on a wide screen it expands the collapsed menu.
 */
function MenuButtons() {
  const { t } = useTranslation();
  const { siderCollapsed, setSiderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useSiderState();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.menu.open')}
        aria-expanded={mobileSiderOpen}
        onClick={() => {
          setMobileSiderOpen(!mobileSiderOpen);
        }}
        sx={{ mr: 2, display: { xs: mobileSiderOpen ? 'none' : 'flex', md: 'none' } }}
      >
        <MenuOutlined />
      </IconButton>
      <IconButton
        color="inherit"
        aria-label={t('shell.menu.expand')}
        aria-expanded={!siderCollapsed}
        onClick={() => {
          setSiderCollapsed(!siderCollapsed);
        }}
        sx={{ mr: 2, display: { xs: 'none', md: siderCollapsed ? 'flex' : 'none' } }}
      >
        <MenuOutlined />
      </IconButton>
    </>
  );
}

/** The app bar: the menu buttons, then the app's `actions` (the notifications' bell) and the user menu. */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ bgcolor: 'background.paper' }}>
      <Toolbar>
        <MenuButtons />
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
