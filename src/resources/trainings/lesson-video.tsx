import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { SyntheticEvent } from 'react';
import { userMessageOf } from '../../providers/api-errors.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { lessonPath } from './training-api.ts';
import { usePlaybackReports } from './use-playback-reports.ts';

/**
 * A lesson's video, streamed from its signed URL with HTTP ranges (seeking fetches only what it needs). The learner's
 * player reports its position while it plays; the preview does not.
 */
export function LessonVideo({ lessonId, title, report }: { lessonId: string; title: string; report: boolean }) {
  const { t } = useTranslation();
  // Kept through writes: a new signed URL would restart the player.
  const source = useApiQuery<{ url: string }>(`${lessonPath(lessonId)}/video`, { keep: true });
  const reports = usePlaybackReports(lessonId);
  if (source.isPending) return <CircularProgress aria-label={t('trainings.loading')} />;
  if (source.isError) return <Alert severity="error">{userMessageOf(source.error)}</Alert>;
  const at = (event: SyntheticEvent<HTMLVideoElement>) => event.currentTarget.currentTime;
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      src={source.data.url}
      aria-label={t('trainings.lesson.video', { title })}
      sx={{ width: '100%', maxHeight: 540, bgcolor: 'common.black', borderRadius: 1 }}
      {...(report && {
        onPlay: (event: SyntheticEvent<HTMLVideoElement>) => { reports.onPlay(at(event)); },
        onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => { reports.onProgress(at(event)); },
        onPause: (event: SyntheticEvent<HTMLVideoElement>) => { reports.onStop(at(event)); },
        onEnded: (event: SyntheticEvent<HTMLVideoElement>) => { reports.onStop(at(event)); },
      })}
    />
  );
}
