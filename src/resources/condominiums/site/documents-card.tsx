import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { SiteView } from '../../../../domain/construction-site/schemas.ts';
import { AttachmentsPanel } from '../../../components/attachments/index.ts';
import { SectionCard } from '../../../components/section-card.tsx';

/** The documents each stage requires (a checklist), each uploaded through the repository objects of the condominium. */
export function DocumentsCard({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const stages = [
    { key: 'initial', title: t('condominiums.stages.initial') },
    ...view.progress.map((sal) => ({ key: sal.id, title: t('condominiums.progress.name', { number: sal.number }) })),
    { key: 'final', title: t('condominiums.stages.final') },
  ];
  return (
    <SectionCard
      headingId="documents-title"
      title={t('condominiums.documents.title')}
      intro={t('condominiums.documents.intro')}
    >
      <Stack spacing={3}>
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
    </SectionCard>
  );
}
