import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { NetworkEditForm } from './network-edit-form.tsx';
import { useCallerNetwork } from './use-caller-network.ts';
import { QueryContent } from '../../components/query-content.tsx';

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
  } else {
    content = (
      <QueryContent query={network} loadingLabel={t('network.loading')}>
        {(loaded) => <NetworkEditForm key={loaded.id} network={loaded} />}
      </QueryContent>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">{t('network.edit.title')}</Typography>
      {content}
    </Stack>
  );
}
