import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router';
import { userMessageOf } from '../../providers/api-errors.ts';
import { InvitationForm } from './invitation-form.tsx';
import { InvitationList } from './invitation-list.tsx';
import { NetworkInfoCard } from './network-info-card.tsx';
import { useCallerNetwork } from './use-caller-network.ts';

/**
 * Route /network: the network's data, the invitation form and the invitations sent (spec section 2, network screens).
 */
export function NetworkPage() {
  const { t } = useTranslation();
  const { network, canEdit } = useCallerNetwork();
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;

  let content;
  if (network.isPending)
    content = (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('network.loading')} />
      </Stack>
    );
  else if (network.error) content = <Alert severity="error">{userMessageOf(network.error)}</Alert>;
  else {
    const { id } = network.data;
    content = (
      <>
        {saved && (
          <Alert severity="success" role="status">
            {t('network.edit.saved')}
          </Alert>
        )}
        <NetworkInfoCard network={network.data} canEdit={canEdit} />
        <InvitationForm />
        <InvitationList networkId={id} />
      </>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">{t('network.title')}</Typography>
      {content}
    </Stack>
  );
}
