import { useState } from 'react';
import { formatDay } from '../../../../domain/format.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { trainingsApi, type Training } from '../../../../domain/api/trainings.ts';
import { useConfirm } from '../../../components/shell/confirmation-context.ts';
import { useApiMutation, useApiQuery, useApiRead } from '../../../hooks/use-api.ts';
import { userMessageOf } from '../../../providers/api-errors.ts';
import { TableScroll } from '../../../components/table-scroll.tsx';

/** `/backoffice-training`: every module, drafts included, with its detail, edit, preview and delete. */
export function BackofficeModuleList() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const modules = useApiQuery(trainingsApi.list, { query: { order: 'createdAt:desc' } });
  const remove = useApiMutation(trainingsApi.remove);
  const read = useApiRead();
  const [failure, setFailure] = useState<string | null>(null);
  /** Deleting a module with completions says so: its certificates stay verifiable. */
  const askDelete = async (module: Training) => {
    const figures = await read(trainingsApi.completions, { params: { id: module.id } });
    const text =
      figures.totalCompletions > 0
        ? t('trainings.deleteDialog.withCompletions', { title: module.title, count: figures.totalCompletions })
        : t('trainings.deleteDialog.text', { title: module.title });
    if (await confirm({ title: t('trainings.deleteDialog.title'), text, yesText: t('trainings.delete') })) {
      remove.mutate(
        { params: { id: module.id } },
        {
          onError: (error) => {
            setFailure(userMessageOf(error));
          },
        },
      );
    }
  };
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h1">{t('trainings.backoffice.title')}</Typography>
        <Button variant="contained" component={RouterLink} to="module-form">
          {t('trainings.titles.create')}
        </Button>
      </Stack>
      {failure && (
        <Alert
          severity="error"
          onClose={() => {
            setFailure(null);
          }}
        >
          {failure}
        </Alert>
      )}
      {modules.isPending && <CircularProgress aria-label={t('trainings.loading')} />}
      {modules.isError && <Alert severity="error">{userMessageOf(modules.error)}</Alert>}
      {modules.data?.data.length === 0 && <Alert severity="info">{t('trainings.backoffice.empty')}</Alert>}
      {modules.data && modules.data.data.length > 0 && (
        <Paper>
          <TableScroll label={t('trainings.backoffice.title')}>
            <Table aria-label={t('trainings.backoffice.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('trainings.fields.title')}</TableCell>
                  <TableCell>{t('trainings.fields.category')}</TableCell>
                  <TableCell>{t('trainings.fields.status')}</TableCell>
                  <TableCell>{t('trainings.backoffice.lessons')}</TableCell>
                  <TableCell>{t('trainings.fields.createdAt')}</TableCell>
                  <TableCell align="right">{t('trainings.backoffice.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {modules.data.data.map((module) => (
                  <TableRow key={module.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`module-detail/${module.id}`}>
                        {module.title}
                      </Link>
                      {module.mandatory && (
                        <Chip size="small" color="secondary" label={t('trainings.mandatory')} sx={{ ml: 1 }} />
                      )}
                    </TableCell>
                    <TableCell>{t(`trainings.values.category.${module.category}`)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={module.status === 'published' ? 'success' : 'default'}
                        label={t(`trainings.values.status.${module.status}`)}
                      />
                    </TableCell>
                    <TableCell>{module.totalLessons}</TableCell>
                    <TableCell>{formatDay(module.createdAt)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        component={RouterLink}
                        to={`module-form/${module.id}`}
                        aria-label={t('trainings.editNamed', { title: module.title })}
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        component={RouterLink}
                        to={`module-preview/${module.id}`}
                        aria-label={t('trainings.previewNamed', { title: module.title })}
                      >
                        <VisibilityOutlined />
                      </IconButton>
                      <IconButton
                        onClick={() => void askDelete(module)}
                        aria-label={t('trainings.deleteNamed', { title: module.title })}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        </Paper>
      )}
    </Stack>
  );
}
