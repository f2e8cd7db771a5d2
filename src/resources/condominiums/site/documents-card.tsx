import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { SiteView } from '../../../../domain/construction-site/schemas.ts';
import { AttachmentsPanel } from '../../../components/attachments/index.ts';

/** The documents each stage requires (a checklist), each uploaded through the repository objects of the condominium. */
export function DocumentsCard({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const stages = [
    { key: 'initial', title: t('condominiums.stages.initial') },
    ...view.progress.map((sal) => ({ key: sal.id, title: t('condominiums.progress.name', { number: sal.number }) })),
    { key: 'final', title: t('condominiums.stages.final') },
  ];
  return (
    <Card component="section" aria-labelledby="documents-title">
      <CardContent>
        <Stack spacing={3}>
          <div>
            <Typography id="documents-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
              {t('condominiums.documents.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('condominiums.documents.intro')}
            </Typography>
          </div>
          {stages.map((stage) => {
            const documents = view.documents.filter((document) => document.stageKey === stage.key);
            const present = documents.filter((document) => document.files.length > 0).length;
            return (
              <Stack
                component="section"
                key={stage.key}
                spacing={1.5}
                aria-label={t('condominiums.documents.stage', { stage: stage.title })}
              >
                <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                  {t('condominiums.documents.stageHeading', { stage: stage.title, present, total: documents.length })}
                </Typography>
                {documents.map((document) => (
                  <AttachmentsPanel
                    key={document.category}
                    entityType="Condominium"
                    entityId={view.condominiumId}
                    category={document.category}
                    title={`${t(`condominiums.documentKind.${document.kind}`)} · ${stage.title}`}
                    canUpload={view.canEdit}
                    canDelete={view.canEdit}
                  />
                ))}
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
