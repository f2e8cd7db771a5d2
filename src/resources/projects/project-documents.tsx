import { useTranslation } from '../../i18n/use-translation.ts';
import {
  finalProjectStatuses,
  VERIFICATION_DOCUMENT_CATEGORY,
  type ProjectStatus,
} from '../../../domain/projects/catalogue.ts';
import type { ProjectRecord } from '../../../domain/projects/schemas.ts';
import { AttachmentsPanel } from '../../components/attachments/attachments-panel.tsx';

/** Statuses in which the end-of-project verification documents are uploaded. */
const verificationStatuses: readonly ProjectStatus[] = ['InProgress', 'Completed'];

/**
 * A project's attachments (added while the project is open) and its end-of-project verification documents (added while
 * it is under way or completed, before back office's confirm-cmc). The server decides who may upload and delete.
 */
export function ProjectDocuments({ project }: { project: Pick<ProjectRecord, 'id' | 'status'> }) {
  const { t } = useTranslation();
  const open = !finalProjectStatuses.includes(project.status);
  const verifying = verificationStatuses.includes(project.status);
  return (
    <>
      <AttachmentsPanel
        entityType="Project"
        entityId={project.id}
        category="attachment"
        title={t('projects-screens.detail.attachments')}
        canUpload={open}
        canDelete={open}
      />
      <AttachmentsPanel
        entityType="Project"
        entityId={project.id}
        category={VERIFICATION_DOCUMENT_CATEGORY}
        title={t('projects-screens.detail.verification')}
        canUpload={verifying}
        canDelete={verifying}
      />
    </>
  );
}
