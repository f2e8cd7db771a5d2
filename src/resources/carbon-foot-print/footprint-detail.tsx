import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatQuantity } from '../../../domain/carbon/format.ts';
import { formatDay } from '../../../domain/format.ts';
import { carbonFootprintsApi } from '../../../domain/api/carbon-footprints.ts';
import { resourceEndpoints } from '../../../domain/api/resources.ts';
import { carbonFootprints } from '../../../domain/resources/carbon-footprints.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiDownload, useApiQuery, useApiWrite } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { useResourcePermissions } from '../generic/use-resource-permissions.ts';
import { calculatorCopyPath, calculatorEditPath } from './calculator-paths.ts';
import { FootprintResultView } from './result/footprint-result.tsx';
import { SectionCard } from '../../components/section-card.tsx';

const k = 'carbon-foot-print';
const footprints = resourceEndpoints(carbonFootprints);

/**
 * One saved footprint: what was entered, its chart and its PDF report; its author and back office edit it (the
 * calculator reopened with its values) and delete it, whoever may create footprints duplicates it.
 */
export function FootprintDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const write = useApiWrite();
  const { open: notify } = useNotification();
  const permissions = useResourcePermissions(carbonFootprints);
  const footprint = useApiQuery(footprints.detail, { params: { id } });
  const [failure, setFailure] = useState<string | null>(null);
  const downloadFile = useApiDownload();
  return (
    <QueryContent query={footprint} loadingLabel={t('crud.loading')}>
      {({ name, input, result, projectId, projectName, authorName, createdAt, editable }) => {
        const askDelete = async () => {
          setFailure(null);
          await confirm({
            title: t(`${k}.detail.deleteTitle`),
            text: t(`${k}.detail.deleteText`, { name }),
            yesText: t(`${k}.detail.delete`),
            destructive: true,
            noText: t(`${k}.detail.cancel`),
            onConfirm: async () => {
              await write(footprints.remove, { params: { id } }).catch((error: unknown) => {
                setFailure(userMessageOf(error));
                throw error;
              });
              notify?.({ type: 'success', message: t(`${k}.detail.deleted`) });
              await navigate(`/${carbonFootprints.name}`);
            },
          });
        };
        const download = () => {
          setFailure(null);
          downloadFile(
            carbonFootprintsApi.report,
            { params: { id } },
            { fileName: `impronta-di-carbonio-${id}.pdf` },
          ).catch((error: unknown) => {
            setFailure(userMessageOf(error));
          });
        };
        return (
          <Box sx={{ p: { xs: 1, sm: 2 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              justifyContent="space-between"
              alignItems={{ sm: 'center' }}
            >
              <Box>
                <Typography variant="overline">{t(`${k}.titles.show`)}</Typography>
                <Typography variant="h4" component="h1">
                  {name}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {permissions.edit && editable && (
                  <Button variant="outlined" startIcon={<EditOutlined />} component={Link} to={calculatorEditPath(id)}>
                    {t(`${k}.detail.edit`)}
                  </Button>
                )}
                {permissions.create && (
                  <Button
                    variant="outlined"
                    startIcon={<ContentCopyOutlined />}
                    component={Link}
                    to={calculatorCopyPath(id)}
                  >
                    {t(`${k}.detail.duplicate`)}
                  </Button>
                )}
                {permissions.delete && editable && (
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<DeleteOutlined />}
                    onClick={() => {
                      void askDelete();
                    }}
                  >
                    {t(`${k}.detail.delete`)}
                  </Button>
                )}
                <Button variant="contained" startIcon={<PictureAsPdfOutlined />} onClick={download}>
                  {t(`${k}.detail.downloadPdf`)}
                </Button>
              </Stack>
            </Stack>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 960 }}>
              {t(`${k}.scope`)}
            </Typography>
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
            <SectionCard title={t(`${k}.detail.input`)} sx={{ my: 2 }}>
              <Typography>
                {t(`${k}.values.buildingKind.${input.buildingKind}`)}, {formatQuantity(input.heatedAreaSqm, 0)} m²,{' '}
                {t(`${k}.detail.occupants`, { count: input.occupants })},{' '}
                {t(`${k}.detail.dwellings`, { count: input.dwellings })}
              </Typography>
              {result.lines.map((line) => (
                <Typography key={line.source} variant="body2">
                  {t(`${k}.values.source.${line.source}`)}: {formatQuantity(line.quantity)} {line.unit}
                </Typography>
              ))}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {projectId !== null && (
                  <>
                    {t(`${k}.fields.projectId`)}:{' '}
                    <MuiLink component={Link} to={`/projects/show/${projectId}`}>
                      {projectName}
                    </MuiLink>{' '}
                    ·{' '}
                  </>
                )}
                {t(`${k}.fields.authorName`)}: {authorName} · {formatDay(createdAt)}
              </Typography>
            </SectionCard>
            <FootprintResultView result={result} dwellings={input.dwellings} />
          </Box>
        );
      }}
    </QueryContent>
  );
}
