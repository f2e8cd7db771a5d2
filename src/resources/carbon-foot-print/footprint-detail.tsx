import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatQuantity } from '../../../domain/carbon/format.ts';
import { formatDay } from '../../../domain/format.ts';
import { carbonFootprints } from '../../../domain/resources/carbon-footprints.ts';
import type { z } from 'zod';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useApiDownload, useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { FootprintResultView } from './result/footprint-result.tsx';

type CarbonFootprint = z.infer<typeof carbonFootprints.record>;
const k = 'carbon-foot-print';

/** One saved footprint: what was entered, its chart and its PDF report. */
export function FootprintDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const footprint = useApiQuery<CarbonFootprint>(`${carbonFootprints.apiPath}/${id}`);
  const [failure, setFailure] = useState<string | null>(null);
  const downloadFile = useApiDownload();
  if (footprint.isPending) return <FullPageLoader />;
  if (footprint.isError) return <Alert severity="error">{userMessageOf(footprint.error)}</Alert>;
  const { name, input, result, projectName, authorName, createdAt } = footprint.data;
  const download = () => {
    setFailure(null);
    downloadFile(`${carbonFootprints.apiPath}/${id}/report.pdf`, `impronta-di-carbonio-${id}.pdf`).catch((error: unknown) => {
      setFailure(userMessageOf(error));
    });
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <Box>
          <Typography variant="overline">{t(`${k}.titles.show`)}</Typography>
          <Typography variant="h4" component="h1">{name}</Typography>
        </Box>
        <Button variant="contained" startIcon={<PictureAsPdfOutlined />} onClick={download}>{t(`${k}.detail.downloadPdf`)}</Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 960 }}>{t(`${k}.scope`)}</Typography>
      {failure && <Alert severity="error" sx={{ mt: 2 }}>{failure}</Alert>}
      <Card variant="outlined" sx={{ my: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">{t(`${k}.detail.input`)}</Typography>
          <Typography>
            {t(`${k}.values.buildingKind.${input.buildingKind}`)}, {formatQuantity(input.heatedAreaSqm, 0)} m²,{' '}
            {t(`${k}.detail.occupants`, { count: input.occupants })}, {t(`${k}.detail.dwellings`, { count: input.dwellings })}
          </Typography>
          {result.lines.map((line) => (
            <Typography key={line.source} variant="body2">
              {t(`${k}.values.source.${line.source}`)}: {formatQuantity(line.quantity)} {line.unit}
            </Typography>
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {projectName ? `${t(`${k}.fields.projectId`)}: ${projectName} · ` : ''}{t(`${k}.fields.authorName`)}: {authorName} · {formatDay(createdAt)}
          </Typography>
        </CardContent>
      </Card>
      <FootprintResultView result={result} dwellings={input.dwellings} />
    </Box>
  );
}
