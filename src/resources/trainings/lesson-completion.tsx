import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../i18n/use-translation.ts';
import { lessonsApi, trainingsApi, type Lesson } from '../../../domain/api/trainings.ts';
import { useApiMutation, useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { ModuleCompletionActions } from './module-completion-actions.tsx';

/**
 * The completion control of a lesson: a lesson without a video is completed by its button; a video lesson completes
 * once the server saw 90% of it played. Once every lesson is done, the module's own completion follows.
 */
export function LessonCompletion({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation();
  const module = useApiQuery(trainingsApi.detail, { params: { id: lesson.moduleId } });
  const complete = useApiMutation(lessonsApi.complete);
  const [failure, setFailure] = useState<string | null>(null);
  const done = lesson.state === 'completed';
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      {done && <Alert severity="success">{t('trainings.lesson.completed')}</Alert>}
      {!done && lesson.videoId && <Alert severity="info">{t('trainings.lesson.watchToComplete')}</Alert>}
      {!done && !lesson.videoId && (
        <Button
          variant="contained"
          loading={complete.isPending}
          onClick={() => {
            complete.mutate(
              { params: { id: lesson.id } },
              {
                onError: (error) => {
                  setFailure(userMessageOf(error));
                },
              },
            );
          }}
        >
          {t('trainings.lesson.complete')}
        </Button>
      )}
      {module.data && <ModuleCompletionActions module={module.data} />}
    </Stack>
  );
}
