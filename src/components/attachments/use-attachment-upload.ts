import { useState } from 'react';
import { repositoryObjectsApi } from '../../../domain/api/repository-objects.ts';
import type { RepositoryEntityType, RepositoryObjectCreated } from '../../../domain/files/repository-objects.ts';
import { uploadContentType, uploadProblemOf, UPLOAD_MESSAGES } from '../../../domain/files/upload-rules.ts';
import { useApiMutation, useSignedUpload } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';

export interface UploadTarget {
  entityType: RepositoryEntityType;
  entityId: string;
  category?: string | undefined;
}

export interface UploadProgress {
  name: string;
  percent: number;
}

/**
 * One file at a time: the domain's type and size rules first (nothing is sent for a refused file), then the
 * metadata POST, then the bytes PUT to the signed URL with its progress. A failed PUT removes the pending metadata.
 */
export function useAttachmentUpload({ entityType, entityId, category }: UploadTarget) {
  // The pending record is not listed until its bytes are in: nothing to refresh before the signed upload's end.
  const record = useApiMutation(repositoryObjectsApi.create, { refreshWhen: () => false });
  const dropPending = useApiMutation(repositoryObjectsApi.remove, { refreshWhen: () => false });
  const sendBytes = useSignedUpload();
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
      created = await record.mutateAsync({
        body: {
          name: file.name,
          meta: category ? { category } : {},
          entity_id: entityId,
          entityType,
          contentType,
          size: file.size,
        },
      });
    } catch (failure) {
      return fail(userMessageOf(failure));
    }
    try {
      await sendBytes(created.uploadUrl, file, contentType, (percent) => {
        setProgress({ name: file.name, percent });
      });
    } catch (failure) {
      await dropPending.mutateAsync({ params: { id: created.object.id } }).catch(() => undefined);
      return fail(userMessageOf(failure, 'upload'));
    }
    setProgress(null);
    return true;
  };

  return {
    upload,
    progress,
    error,
    clearError: () => {
      setError(null);
    },
  };
}
