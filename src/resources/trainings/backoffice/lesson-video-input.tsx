import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VideoFileOutlined from '@mui/icons-material/VideoFileOutlined';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ACCEPTED_VIDEO_TYPES, uploadContentType, uploadProblemOf } from '../../../../domain/files/upload-rules.ts';
import { videoDurationOf } from './lesson-video-upload.ts';

export interface PickedVideo {
  file: File;
  durationSeconds: number;
}

/** Picks a lesson's MP4 or WebM video (500 MB at most) and reads its length, which the 90% rule needs. */
export function LessonVideoInput({
  hasVideo,
  picked,
  onPick,
}: {
  hasVideo: boolean;
  picked: PickedVideo | null;
  onPick: (video: PickedVideo | null) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    const contentType = uploadContentType(file.name, file.type, { videos: true }) ?? file.type;
    const refused = uploadProblemOf({ name: file.name, contentType, size: file.size }, { videos: true });
    if (refused || !contentType.startsWith('video/')) {
      setProblem(refused?.message ?? t('lessons.video.notVideo'));
      return;
    }
    const durationSeconds = await videoDurationOf(file);
    if (durationSeconds === null) {
      setProblem(t('lessons.video.noDuration'));
      return;
    }
    onPick({ file, durationSeconds });
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography component="label" htmlFor={inputId} variant="subtitle2">
        {t('lessons.fields.video')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {picked
          ? t('lessons.video.picked', { name: picked.file.name, seconds: Math.round(picked.durationSeconds) })
          : hasVideo
            ? t('lessons.video.current')
            : t('lessons.video.none')}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<VideoFileOutlined />}>
        {hasVideo || picked ? t('lessons.video.replace') : t('lessons.video.choose')}
        <input
          id={inputId}
          hidden
          type="file"
          accept={ACCEPTED_VIDEO_TYPES}
          onChange={(event) => {
            void pick(event);
          }}
        />
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
