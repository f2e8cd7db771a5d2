import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ListOutlined from '@mui/icons-material/ListOutlined';
import Logout from '@mui/icons-material/Logout';
import { CanAccess, useLogout, useMenu, useWarnAboutChange } from '@refinedev/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSiderState } from './sider-state.tsx';
import { AppTitle } from './app-title.tsx';

const expandedWidth = 240;
const collapsedWidth = 56;

const iconSx = (collapsed: boolean) => ({
  justifyContent: 'center',
  minWidth: 24,
  mr: collapsed ? 0 : 1.5,
  color: 'currentColor',
});

/** The menu entries (refine's resources, each shown when `can()` allows its list) and the logout, as list items. */
function MenuList({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { menuItems, selectedKey } = useMenu();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { mutate: logout } = useLogout();
  const leave = () => {
    if (warnWhen && !window.confirm(t('warnWhenUnsavedChanges'))) return;
    setWarnWhen(false);
    logout();
  };
  return (
    <List disablePadding sx={{ flexGrow: 1, pt: 2 }}>
      {menuItems.map((item) => {
        const label = item.label ?? item.name;
        const selected = item.key === selectedKey;
        return (
          <CanAccess key={item.key} resource={item.name} action="list" params={{ resource: item }}>
            <ListItem disablePadding>
              <ListItemButton
                component={Link}
                to={item.route ?? '/'}
                selected={selected}
                aria-label={collapsed ? label : undefined}
                onClick={onNavigate}
                sx={{ justifyContent: 'center', py: 1, color: selected ? 'primary.main' : 'text.primary' }}
              >
                <ListItemIcon sx={iconSx(collapsed)}>{item.icon ?? <ListOutlined />}</ListItemIcon>
                {/* A long label wraps on a second line rather than being cut ("Tipologie di appartam…"). */}
                {!collapsed && (
                  <ListItemText primary={label} slotProps={{ primary: { fontSize: 14, lineHeight: 1.3 } }} />
                )}
              </ListItemButton>
            </ListItem>
          </CanAccess>
        );
      })}
      <ListItem disablePadding>
        <ListItemButton
          onClick={leave}
          aria-label={collapsed ? t('buttons.logout') : undefined}
          sx={{ justifyContent: 'center' }}
        >
          <ListItemIcon sx={iconSx(collapsed)}>
            <Logout />
          </ListItemIcon>
          {!collapsed && (
            <ListItemText primary={t('buttons.logout')} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
          )}
        </ListItemButton>
      </ListItem>
    </List>
  );
}

/**
 * The side menu in place of refine's ThemedSider (same drawers: temporary below md, permanent and collapsible above),
 * drawn accessibly: every entry is a list item, and the collapse button has a name.
 */
export function AppSider() {
  const { t } = useTranslation();
  const { siderCollapsed, setSiderCollapsed, mobileSiderOpen, setMobileSiderOpen } = useSiderState();
  const width = siderCollapsed ? collapsedWidth : expandedWidth;
  const closeMobile = () => {
    setMobileSiderOpen(false);
  };
  return (
    <>
      <Box sx={{ width, display: { xs: 'none', md: 'block' }, transition: 'width 0.3s ease' }} />
      <Box
        component="nav"
        aria-label={t('shell.menu.label')}
        sx={{ position: 'fixed', zIndex: 1101, width: { sm: width }, display: 'flex' }}
      >
        <Drawer
          variant="temporary"
          elevation={2}
          open={mobileSiderOpen}
          onClose={closeMobile}
          ModalProps={{ keepMounted: true }}
          sx={{ display: { sm: 'block', md: 'none' } }}
        >
          <Box sx={{ width: expandedWidth }}>
            <Box sx={{ height: 64, display: 'flex', alignItems: 'center', pl: 2 }}>
              <AppTitle collapsed={false} />
            </Box>
            <MenuList collapsed={false} onNavigate={closeMobile} />
          </Box>
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': {
              width,
              overflow: 'hidden',
              transition: 'width 200ms cubic-bezier(0.4, 0, 0.6, 1) 0ms',
            },
          }}
        >
          <Paper
            elevation={0}
            sx={{
              height: 64,
              display: 'flex',
              flexShrink: 0,
              alignItems: 'center',
              borderRadius: 0,
              justifyContent: siderCollapsed ? 'center' : 'space-between',
              pl: siderCollapsed ? 0 : 2,
              pr: siderCollapsed ? 0 : 1,
              borderBottom: (theme) => `1px solid ${theme.palette.action.focus}`,
            }}
          >
            <AppTitle collapsed={siderCollapsed} />
            {!siderCollapsed && (
              <IconButton
                size="small"
                aria-label={t('shell.menu.collapse')}
                onClick={() => {
                  setSiderCollapsed(true);
                }}
              >
                <ChevronLeft />
              </IconButton>
            )}
          </Paper>
          <Box sx={{ flexGrow: 1, overflowX: 'hidden', overflowY: 'auto' }}>
            <MenuList collapsed={siderCollapsed} onNavigate={closeMobile} />
          </Box>
        </Drawer>
      </Box>
    </>
  );
}
