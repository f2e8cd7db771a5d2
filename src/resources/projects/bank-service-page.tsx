import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BANK_SERVICE_PROJECT_TYPE } from '../../../domain/projects/catalogue.ts';
import { DESIGNER_APP_ROLE } from './projects-api.ts';
import { ProjectsTable } from './projects-table.tsx';

/** /bank-service: the designer's bank-service (TechValidation) projects; each opens its page with its validations. */
export function BankServicePage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{t('menu.bank-service')}</Typography>
        <Typography color="text.secondary">{t('projects-screens.bankService.intro')}</Typography>
      </div>
      <ProjectsTable label={t('menu.bank-service')} fixed={{ type: BANK_SERVICE_PROJECT_TYPE }} appRole={DESIGNER_APP_ROLE}
        linkTo={(project) => `/project-bt/${project.id}/bt`} />
    </Stack>
  );
}
