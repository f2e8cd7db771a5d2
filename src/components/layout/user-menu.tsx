import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Identity } from '../../providers/auth-provider.ts';
import { ProfileAvatar } from '../profile-avatar.tsx';
import { visuallyHidden } from '../visually-hidden.ts';

/**
 * The user's name in the app bar, opening a menu with the profile link and the logout. The button is named by what it
 * holds ("Menu utente di" for screen readers, then the name, which a phone hides from sight only), so its name always
 * contains its visible text; the avatar only decorates it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!identity) return null;
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
        }}
        startIcon={<ProfileAvatar name={identity.name} avatar={identity.avatar} size={32} alt="" aria-hidden="true" />}
      >
        <Box component="span" sx={visuallyHidden}>{t('shell.userMenu.open')}</Box>
        {' '}
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>{identity.name}</Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => { close(); void navigate('/logged-user-profile'); }}>
          <ListItemIcon><PersonOutline fontSize="small" /></ListItemIcon>
          {t('shell.userMenu.profile')}
        </MenuItem>
        <MenuItem onClick={() => { close(); logout(); }}>
          <ListItemIcon><LogoutOutlined fontSize="small" /></ListItemIcon>
          {t('shell.userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
