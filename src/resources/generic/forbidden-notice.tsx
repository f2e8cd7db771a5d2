import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';

/** What a user sees on a screen of a resource they may not use: the notice and a way back to the list. */
export function ForbiddenNotice({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Alert severity="warning" role="alert">
        {t('crud.forbidden')}
      </Alert>
      <div>
        <Button component={Link} to={listPath} variant="outlined">
          {t('crud.backToList')}
        </Button>
      </div>
    </Stack>
  );
}
