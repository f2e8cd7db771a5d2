import { useState, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { MAX_PLAYBACK_RATE, WATCHED_SHARE } from '../../../domain/training/watch-rule.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { lessonsApi } from '../../../domain/api/trainings.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { usePlaybackReports } from './use-playback-reports.ts';

export interface LessonVideoProps {
  lessonId: string;
  title: string;
  /** The learner's player reports what it plays and shows what counted; the preview does neither. */
  report: boolean;
  durationSeconds: number | null;
  /** Seconds counted before this visit (the lesson record's). */
  watchedSeconds: number;
}

const percent = (share: number) => Math.floor(Math.min(1, Math.max(0, share)) * 100);

/** The share of the video counted so far, and what counts when the video plays faster than twice its speed. */
function CountedShare({ counted, durationSeconds, rate }: { counted: number; durationSeconds: number; rate: number }) {
  const { t } = useTranslation();
  const share = percent(counted / durationSeconds);
  return (
    <Stack spacing={1}>
      <Typography id="lesson-counted-share">
        {t('trainings.lesson.countedShare', { share, needed: percent(WATCHED_SHARE) })}
      </Typography>
      <LinearProgress variant="determinate" value={share} aria-labelledby="lesson-counted-share" />
      {rate > MAX_PLAYBACK_RATE && (
        <Alert severity="warning">
          {t('trainings.lesson.fasterThanCounted', { rate: rate, max: MAX_PLAYBACK_RATE })}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * A lesson's video, streamed from its signed URL with HTTP ranges (seeking fetches only what it needs). The learner's
 * player reports the stretches it plays, and shows the share of the video the server has counted.
 */
export function LessonVideo({ lessonId, title, report, durationSeconds, watchedSeconds }: LessonVideoProps) {
  const { t } = useTranslation();
  // Kept through writes: a new signed URL would restart the player.
  const source = useApiQuery(lessonsApi.video, { params: { id: lessonId } }, { keep: true });
  const reports = usePlaybackReports(lessonId);
  const [rate, setRate] = useState(1);
  const at = (event: SyntheticEvent<HTMLVideoElement>) => event.currentTarget.currentTime;
  const counted = reports.progress?.watchedSeconds ?? watchedSeconds;
  return (
    <QueryContent query={source} loadingLabel={t('trainings.loading')}>
      {({ url }) => (
        <Stack spacing={1.5}>
          <Box
            component="video"
            controls
            preload="metadata"
            src={url}
            aria-label={t('trainings.lesson.video', { title })}
            sx={{ width: '100%', maxHeight: 540, bgcolor: 'common.black', borderRadius: 1 }}
            {...(report && {
              onPlay: (event: SyntheticEvent<HTMLVideoElement>) => {
                reports.onPlay(at(event));
              },
              onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => {
                reports.onProgress(at(event), event.currentTarget.seeking);
              },
              onSeeking: (event: SyntheticEvent<HTMLVideoElement>) => {
                reports.onSeeking(at(event));
              },
              onSeeked: (event: SyntheticEvent<HTMLVideoElement>) => {
                reports.onSeeked(at(event), !event.currentTarget.paused);
              },
              onPause: (event: SyntheticEvent<HTMLVideoElement>) => {
                reports.onStop(at(event));
              },
              onEnded: (event: SyntheticEvent<HTMLVideoElement>) => {
                reports.onStop(at(event));
              },
              onRateChange: (event: SyntheticEvent<HTMLVideoElement>) => {
                setRate(event.currentTarget.playbackRate);
              },
            })}
          />
          {report && durationSeconds !== null && durationSeconds > 0 && (
            <CountedShare counted={counted} durationSeconds={durationSeconds} rate={rate} />
          )}
        </Stack>
      )}
    </QueryContent>
  );
}
