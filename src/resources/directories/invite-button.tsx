import Button from '@mui/material/Button';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useActiveRoles } from './use-active-roles.ts';

/** "Invite" of the directories (spec section 2): the network's invitation form; back office invites from a network's detail. */
export function InviteButton() {
  const { t } = useTranslation();
  const roles = useActiveRoles();
  const to = roles.includes('HubHead') || roles.includes('Specialist') ? '/network' : '/hw-networks';
  return <Button variant="outlined" component={Link} to={to} startIcon={<PersonAddOutlined />}>{t('directories.invite')}</Button>;
}
