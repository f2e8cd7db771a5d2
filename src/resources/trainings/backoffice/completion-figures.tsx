import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { textFromData, useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../../domain/format.ts';
import { trainingsApi } from '../../../../domain/api/trainings.ts';
import { useApiDownload, useApiQuery } from '../../../hooks/use-api.ts';
import { userMessageOf } from '../../../providers/api-errors.ts';
import { QueryContent } from '../../../components/query-content.tsx';

/** How many learners of each role completed the module, and every completion as CSV. */
export function CompletionFiguresCard({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation();
  const figures = useApiQuery(trainingsApi.completions, { params: { id: moduleId } });
  const [failure, setFailure] = useState<string | null>(null);
  const download = useApiDownload();
  return (
    <Card component="section" aria-labelledby="completion-figures">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}
        >
          <Typography id="completion-figures" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('trainings.detail.figures')}
          </Typography>
          <Button
            startIcon={<FileDownloadOutlined />}
            onClick={() => {
              download(trainingsApi.exportCompletionsCsv, { params: { id: moduleId } }).catch((error: unknown) => {
                setFailure(userMessageOf(error));
              });
            }}
          >
            {t('trainings.detail.csv')}
          </Button>
        </Stack>
        {failure && <Alert severity="error">{failure}</Alert>}
        <QueryContent query={figures} loadingLabel={t('trainings.loading')}>
          {({ data }) => (
            <Table size="small" aria-labelledby="completion-figures">
              <TableHead>
                <TableRow>
                  <TableCell>{t('trainings.detail.role')}</TableCell>
                  <TableCell align="right">{t('trainings.detail.learners')}</TableCell>
                  <TableCell align="right">{t('trainings.detail.completed')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((row) => (
                  <TableRow key={row.role}>
                    <TableCell>{textFromData(t, `status.roleLabels.${row.role}`)}</TableCell>
                    <TableCell align="right">{formatNumber(row.learners)}</TableCell>
                    <TableCell align="right">{formatNumber(row.completed)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
