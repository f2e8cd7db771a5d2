import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation } from 'react-router';
import { InvitationForm } from '../../resources/invitations/invitation-form.tsx';
import { InvitationList } from './invitation-list.tsx';
import { NetworkInfoCard } from './network-info-card.tsx';
import { useCallerNetwork } from './use-caller-network.ts';
import { QueryContent } from '../../components/query-content.tsx';

/**
 * Route /network: the network's data, the invitation form and the invitations sent (spec section 2, network screens).
 */
export function NetworkPage() {
  const { t } = useTranslation();
  const { network, canEdit } = useCallerNetwork();
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;

  const content = (
    <QueryContent query={network} loadingLabel={t('network.loading')}>
      {(loaded) => (
        <>
          {saved && (
            <Alert severity="success" role="status">
              {t('network.edit.saved')}
            </Alert>
          )}
          <NetworkInfoCard network={loaded} canEdit={canEdit} />
          <InvitationForm />
          <InvitationList networkId={loaded.id} />
        </>
      )}
    </QueryContent>
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">{t('network.title')}</Typography>
      {content}
    </Stack>
  );
}
