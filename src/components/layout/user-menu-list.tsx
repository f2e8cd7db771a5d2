import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { useTranslation } from '../../i18n/use-translation.ts';

interface UserMenuListProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  onProfile: () => void;
  onLogout: () => void;
}

/**
 * The user menu's entries, the profile and the logout, below the button that opened them
 * (src/components/layout/user-menu.tsx).
 */
export function UserMenuList({ anchor, onClose, onProfile, onLogout }: UserMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem onClick={onProfile}>
        <ListItemIcon>
          <PersonOutline fontSize="small" />
        </ListItemIcon>
        {t('shell.userMenu.profile')}
      </MenuItem>
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        {t('shell.userMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
