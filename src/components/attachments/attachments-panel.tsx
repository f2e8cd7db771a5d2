import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useNotification } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { repositoryObjectsApi } from '../../../domain/api/repository-objects.ts';
import type { RepositoryEntityType, RepositoryObject } from '../../../domain/files/repository-objects.ts';
import { ACCEPTED_FILE_TYPES } from '../../../domain/files/upload-rules.ts';
import { useApiQuery, useApiRead, useApiWrite } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { useConfirmedRemoval } from '../use-confirmed-removal.ts';
import { AttachmentItem } from './attachment-item.tsx';
import { useAttachmentUpload } from './use-attachment-upload.ts';
import { QueryContent } from '../query-content.tsx';
import { SectionCard } from '../section-card.tsx';

export interface AttachmentsPanelProps {
  entityType: RepositoryEntityType;
  entityId: string;
  /** Shows, and uploads with, only this `meta.category` (for example 'attachment' or 'verification'). */
  category?: string;
  title: string;
  canUpload: boolean;
  canDelete: boolean;
}

/** The files of one entity: list, upload with progress, download and delete (spec section 7, repository objects). */
export function AttachmentsPanel({
  entityType,
  entityId,
  category,
  title,
  canUpload,
  canDelete,
}: AttachmentsPanelProps) {
  const { t } = useTranslation();
  const confirmRemoval = useConfirmedRemoval();
  const { open: notify } = useNotification();
  const read = useApiRead();
  const write = useApiWrite();
  const list = useApiQuery(repositoryObjectsApi.list, { query: { entity_id: entityId, entityType, category } });
  const { upload, progress, error, clearError } = useAttachmentUpload({ entityType, entityId, category });
  const [actionError, setActionError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = `attachments-${entityType}-${entityId}-${category ?? 'all'}`;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setActionError(null);
    if (file && (await upload(file))) {
      notify?.({ type: 'success', message: t('attachments.uploaded', { name: file.name }) });
    }
  };

  const download = async (file: RepositoryObject) => {
    setActionError(null);
    setBusyId(file.id);
    try {
      window.location.assign((await read(repositoryObjectsApi.download, { params: { id: file.id } })).url);
    } catch (failure) {
      setActionError(userMessageOf(failure));
    } finally {
      setBusyId(null);
    }
  };

  const askDelete = async (file: RepositoryObject) => {
    setActionError(null);
    const failure = await confirmRemoval(
      {
        title: t('attachments.delete.title'),
        text: t('attachments.delete.description', { name: file.name }),
        yesText: t('attachments.delete.confirm'),
        noText: t('attachments.delete.cancel'),
      },
      async () => {
        await write(repositoryObjectsApi.remove, { params: { id: file.id } });
        notify?.({ type: 'success', message: t('attachments.deleted', { name: file.name }) });
      },
    );
    setActionError(failure);
  };

  const shownError = error ?? actionError;
  const content = (
    <QueryContent query={list} loadingLabel={t('attachments.loading')} empty={t('attachments.empty')}>
      {({ data }) => (
        <List disablePadding aria-labelledby={headingId}>
          {data.map((file) => (
            <AttachmentItem
              key={file.id}
              file={file}
              canDelete={canDelete}
              busy={busyId === file.id}
              onDownload={(item) => void download(item)}
              onDelete={(item) => void askDelete(item)}
            />
          ))}
        </List>
      )}
    </QueryContent>
  );

  return (
    <SectionCard
      headingId={headingId}
      title={title}
      actions={
        canUpload && (
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            disabled={progress !== null}
            onClick={() => input.current?.click()}
          >
            {t('attachments.upload')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {canUpload && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              tabIndex={-1}
              accept={ACCEPTED_FILE_TYPES}
              aria-label={t('attachments.chooseFile', { title })}
              onChange={(event) => void pick(event)}
            />
            <Typography variant="body2" color="text.secondary">
              {t('attachments.accepted')}
            </Typography>
          </>
        )}
        {progress && (
          <Stack spacing={0.5}>
            <Typography variant="body2" aria-live="polite">
              {t('attachments.uploading', { name: progress.name, percent: progress.percent })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-label={t('attachments.progressLabel', { name: progress.name })}
            />
          </Stack>
        )}
        {shownError && (
          <Alert
            severity="error"
            onClose={() => {
              clearError();
              setActionError(null);
            }}
          >
            {shownError}
          </Alert>
        )}
        {content}
      </Stack>
    </SectionCard>
  );
}
