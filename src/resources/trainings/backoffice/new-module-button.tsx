import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** "Nuovo modulo" beside the back office's module list: the generated form under `module-form`. */
export function NewModuleButton() {
  const { t } = useTranslation();
  return (
    <Button variant="contained" component={Link} to="/backoffice-training/module-form" startIcon={<AddOutlined />}>
      {t('trainings.titles.create')}
    </Button>
  );
}
