import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { userMessageOf } from '../../providers/api-errors.ts';
import { NetworkEditForm } from './network-edit-form.tsx';
import { useCallerNetwork } from './use-caller-network.ts';

/** Route /network/edit: the hub head edits the network's name, code and description. */
export function NetworkEditPage() {
  const { t } = useTranslation();
  const { network, canEdit } = useCallerNetwork();
  let content;
  if (!canEdit) {
    content = (
      <Alert
        severity="info"
        action={
          <Button component={Link} to="/network" color="inherit" size="small">
            {t('network.edit.back')}
          </Button>
        }
      >
        {t('network.edit.onlyHubHead')}
      </Alert>
    );
  } else if (network.isPending) {
    content = (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('network.loading')} />
      </Stack>
    );
  } else if (network.error) {
    content = <Alert severity="error">{userMessageOf(network.error)}</Alert>;
  } else {
    content = <NetworkEditForm key={network.data.id} network={network.data} />;
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">{t('network.edit.title')}</Typography>
      {content}
    </Stack>
  );
}
