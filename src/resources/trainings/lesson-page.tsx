import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { lessonsApi } from '../../../domain/api/trainings.ts';
import { AttachmentsPanel } from '../../components/attachments/attachments-panel.tsx';
import { useApiQuery } from '../../hooks/use-api.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { LessonCompletion } from './lesson-completion.tsx';
import { LessonMarkdown } from './lesson-markdown.tsx';
import { LessonNavigation } from './lesson-navigation.tsx';
import { LessonVideo } from './lesson-video.tsx';

export interface LessonPageProps {
  /** Back office's preview: exactly the learner's screen, without reports or completion. */
  preview?: boolean;
  lessonLink: (id: string) => string;
  programLink: (moduleId: string) => string;
}

/** `lesson/:id`: the video, the text, the attachments, previous and next, and the completion control. */
export function LessonPage({ preview = false, lessonLink, programLink }: LessonPageProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const lesson = useApiQuery(lessonsApi.detail, { params: { id } });
  return (
    <QueryContent query={lesson} loadingLabel={t('trainings.loading')}>
      {(current) => (
        <Stack spacing={3} sx={{ maxWidth: 960 }}>
          {preview && <Alert severity="info">{t('trainings.preview.notice')}</Alert>}
          <Button component={Link} to={programLink(current.moduleId)} sx={{ alignSelf: 'flex-start' }}>
            {t('trainings.lesson.program')}
          </Button>
          <Typography variant="h1">{current.title}</Typography>
          {current.videoId && (
            <LessonVideo
              key={current.id}
              lessonId={current.id}
              title={current.title}
              report={!preview}
              durationSeconds={current.videoDurationSeconds}
              watchedSeconds={current.watchedSeconds}
            />
          )}
          {current.description && (
            <Card>
              <CardContent>
                <LessonMarkdown text={current.description} />
              </CardContent>
            </Card>
          )}
          <AttachmentsPanel
            entityType="Lesson"
            entityId={current.id}
            category="attachment"
            title={t('trainings.lesson.attachments')}
            canUpload={false}
            canDelete={false}
          />
          {!preview && <LessonCompletion lesson={current} />}
          <LessonNavigation lesson={current} lessonLink={lessonLink} />
        </Stack>
      )}
    </QueryContent>
  );
}
