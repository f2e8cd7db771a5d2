import { lazy, Suspense, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Identity } from '../../providers/auth-provider.ts';
import { ProfileAvatar } from '../profile-avatar.tsx';
import { visuallyHidden } from '../visually-hidden.ts';

/**
 * The menu itself (MUI's Menu, Popover and their transitions) loads once the pointer or the focus reaches the button.
 */
const loadMenuList = () => import('./user-menu-list.tsx');
const UserMenuList = lazy(() => loadMenuList().then((module) => ({ default: module.UserMenuList })));

/**
 * The user's name in the app bar, opening a menu with the profile link and the logout. The button is named by what it
 * holds ("Menu utente di" for screen readers, then the name, which a phone hides from sight only), so its name always
 * contains its visible text; the avatar only decorates it. Once opened, the menu stays mounted for its closing
 * transition.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (!identity) return null;
  const close = () => {
    setAnchor(null);
  };
  const preload = () => void loadMenuList();
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        startIcon={<ProfileAvatar name={identity.name} avatar={identity.avatar} size={32} alt="" aria-hidden="true" />}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('shell.userMenu.open')}
        </Box>{' '}
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
          {identity.name}
        </Box>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuList
            anchor={anchor}
            onClose={close}
            onProfile={() => {
              close();
              void navigate('/logged-user-profile');
            }}
            onLogout={() => {
              close();
              logout();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
