import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RepositoryEntityType, RepositoryObjectCreated } from '../../../domain/files/repository-objects.ts';
import { uploadContentType, uploadProblemOf, UPLOAD_MESSAGES } from '../../../domain/files/upload-rules.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { createAttachment, deleteAttachment, sendAttachmentBytes } from './attachments-api.ts';

export interface UploadTarget {
  entityType: RepositoryEntityType;
  entityId: string;
  category?: string | undefined;
  /** The list to fetch again once the file is in. */
  listPath: string;
}

export interface UploadProgress {
  name: string;
  percent: number;
}

/**
 * One file at a time: the domain's type and size rules first (nothing is sent for a refused file), then the
 * metadata POST, then the bytes PUT to the signed URL with its progress. A failed PUT removes the pending metadata.
 */
export function useAttachmentUpload({ entityType, entityId, category, listPath }: UploadTarget) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setProgress(null);
    setError(message);
    return false;
  };

  const upload = async (file: File): Promise<boolean> => {
    setError(null);
    const contentType = uploadContentType(file.name, file.type);
    const problem = uploadProblemOf({ name: file.name, contentType: contentType ?? '', size: file.size });
    if (problem || !contentType) return fail(problem?.message ?? UPLOAD_MESSAGES.typeNotAllowed);
    setProgress({ name: file.name, percent: 0 });
    let created: RepositoryObjectCreated;
    try {
      created = await createAttachment({
        name: file.name, meta: category ? { category } : {}, entity_id: entityId, entityType, contentType, size: file.size,
      });
    } catch (failure) {
      return fail(userMessageOf(failure));
    }
    try {
      await sendAttachmentBytes(created.uploadUrl, file, contentType, (event) => {
        setProgress({ name: file.name, percent: Math.round((100 * event.loaded) / (event.total ?? file.size)) });
      });
    } catch (failure) {
      await deleteAttachment(created.object.id).catch(() => undefined);
      return fail(userMessageOf(failure, 'upload'));
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: ['api', listPath] });
    return true;
  };

  return { upload, progress, error, clearError: () => { setError(null); } };
}
