import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { constructionSiteApi } from '../../../../domain/api/condominiums.ts';
import type { StageResult, ValidationResult } from '../../../../domain/construction-site/schemas.ts';
import { useApiDownload } from '../../../hooks/use-api.ts';
import { userMessageOf } from '../../../providers/api-errors.ts';
import { useValidation } from '../condominium-api.ts';
import { TableScroll } from '../../../components/table-scroll.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

function StageChecks({ stage }: { stage: StageResult }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('condominiums.results.stage', { stage: stage.title })}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {stage.title}
        </Typography>
        <Chip
          size="small"
          color={stage.passed ? 'success' : 'error'}
          label={t(stage.passed ? 'condominiums.results.passed' : 'condominiums.results.failed')}
        />
      </Stack>
      <List dense disablePadding>
        {stage.checks.map((check) => (
          <ListItem key={check.code} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              {check.passed ? (
                <CheckCircleOutlined color="success" titleAccess={t('condominiums.results.checkPassed')} />
              ) : (
                <CancelOutlined color="error" titleAccess={t('condominiums.results.checkFailed')} />
              )}
            </ListItemIcon>
            <ListItemText
              primary={check.label}
              secondary={check.reasons.length > 0 ? check.reasons.join(' · ') : null}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function EnergyTable({ result }: { result: ValidationResult }) {
  const { t } = useTranslation();
  if (result.energy.length === 0) return null;
  return (
    <TableScroll label={t('condominiums.energy.title')}>
      <Table size="small" aria-label={t('condominiums.energy.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('condominiums.energy.building')}</TableCell>
            <TableCell>{t('condominiums.energy.declaredBefore')}</TableCell>
            <TableCell>{t('condominiums.energy.estimatedBefore')}</TableCell>
            <TableCell>{t('condominiums.energy.declaredAfter')}</TableCell>
            <TableCell>{t('condominiums.energy.estimatedAfter')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.energy.map((row) => (
            <TableRow key={row.buildingId}>
              <TableCell>
                {row.name}
                {row.note && (
                  <Typography variant="body2" color="text.secondary">
                    {row.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{row.declaredBefore ?? '—'}</TableCell>
              <TableCell>{row.estimatedBefore ?? '—'}</TableCell>
              <TableCell>{row.declaredAfter ?? '—'}</TableCell>
              <TableCell>{row.estimatedAfter ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** The technical validation (bt-results) stage by stage, the energy classes beside the declared APE, and the report. */
export function ResultsCard({ condominiumId, fiscalCode }: { condominiumId: string; fiscalCode: string }) {
  const { t } = useTranslation();
  const result = useValidation(condominiumId);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const downloadFile = useApiDownload();
  const downloadReport = async () => {
    setFailure(null);
    setDownloading(true);
    try {
      await downloadFile(
        constructionSiteApi.reportPdf,
        { params: { id: condominiumId } },
        { fileName: `validazione-tecnica-${fiscalCode}.pdf` },
      );
    } catch (error) {
      setFailure(userMessageOf(error));
    } finally {
      setDownloading(false);
    }
  };
  const content = (
    <QueryContent query={result} loadingLabel={t('condominiums.results.loading')}>
      {(validation) => (
        <Stack spacing={2}>
          <Alert severity={validation.passed ? 'success' : 'warning'}>
            {t(validation.passed ? 'condominiums.results.allPassed' : 'condominiums.results.notAllPassed')}
          </Alert>
          {validation.stages.map((stage) => (
            <StageChecks key={stage.key} stage={stage} />
          ))}
          <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            {t('condominiums.energy.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('condominiums.energy.intro')}
          </Typography>
          <EnergyTable result={validation} />
        </Stack>
      )}
    </QueryContent>
  );
  return (
    <SectionCard
      headingId="results-title"
      title={t('condominiums.results.title')}
      actions={
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          loading={downloading}
          onClick={() => void downloadReport()}
        >
          {t('condominiums.results.report')}
        </Button>
      }
    >
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {content}
      </Stack>
    </SectionCard>
  );
}
