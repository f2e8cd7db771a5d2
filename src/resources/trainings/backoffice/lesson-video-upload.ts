/** The length of a picked video in seconds, read by the browser from the file itself (null when it cannot tell). */
export function videoDurationOf(file: File): Promise<number | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = 'metadata';
  return new Promise<number | null>((resolve) => {
    video.onloadedmetadata = () => {
      resolve(Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null);
    };
    video.onerror = () => {
      resolve(null);
    };
    video.src = url;
  }).finally(() => {
    URL.revokeObjectURL(url);
  });
}

/** The multipart body of a lesson file's upload (the spec's multipart upload, `repositoryObjectsApi.upload`). */
export function lessonFileForm(lessonId: string, file: File, category: 'video' | 'attachment'): FormData {
  const form = new FormData();
  form.append('entity_id', lessonId);
  form.append('entityType', 'Lesson');
  form.append('meta', JSON.stringify({ category }));
  form.append('file', file, file.name);
  return form;
}
