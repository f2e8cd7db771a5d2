import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { lessonsApi, trainingsApi } from '../../../domain/api/trainings.ts';
import { resumeLesson } from '../../../domain/training/progress.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { bothQueries } from '../../components/both-queries.ts';
import { QueryContent } from '../../components/query-content.tsx';
import { LearningStateChip } from './learning-state-chip.tsx';
import { ModuleCompletionActions } from './module-completion-actions.tsx';
import { ModuleProgress } from './module-progress.tsx';
import { moduleLessons } from './training-api.ts';

export interface ModuleProgramProps {
  /** Back office's preview shows exactly the learner's screen, without progress or completion. */
  preview?: boolean;
  /** Where a lesson opens and where "back" goes. */
  lessonLink: (id: string) => string;
  backLink: string;
}

/** `program/:id`: a module's programme, its lessons in order with their state, resume and the module's completion. */
export function ModuleProgram({ preview = false, lessonLink, backLink }: ModuleProgramProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const module = useApiQuery(trainingsApi.detail, { params: { id } });
  const lessons = useApiQuery(lessonsApi.list, moduleLessons(id));
  return (
    <QueryContent query={bothQueries(module, lessons)} loadingLabel={t('trainings.loading')}>
      {([training, { data: rows }]) => {
        const resume = resumeLesson(
          rows.map((lesson) => ({
            id: lesson.id,
            completed: lesson.state === 'completed',
            started: lesson.state !== 'notStarted',
          })),
        );
        return (
          <Stack spacing={3} sx={{ maxWidth: 960 }}>
            {preview && <Alert severity="info">{t('trainings.preview.notice')}</Alert>}
            <Button component={Link} to={backLink} sx={{ alignSelf: 'flex-start' }}>
              {t('trainings.back')}
            </Button>
            <div>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
                {!preview && <LearningStateChip state={training.state} />}
                <Chip size="small" variant="outlined" label={t(`trainings.values.category.${training.category}`)} />
                {training.mandatory && <Chip size="small" color="secondary" label={t('trainings.mandatory')} />}
              </Stack>
              <Typography variant="h1">{training.title}</Typography>
              {training.description && (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {training.description}
                </Typography>
              )}
            </div>
            <Card>
              <CardContent>
                <Stack spacing={2}>
                  {!preview && <ModuleProgress completed={training.completedLessons} total={training.totalLessons} />}
                  {resume && (
                    <Button
                      variant="contained"
                      component={Link}
                      to={lessonLink(resume)}
                      sx={{ alignSelf: 'flex-start' }}
                    >
                      {training.state === 'notStarted' || preview
                        ? t('trainings.program.start')
                        : training.state === 'completed'
                          ? t('trainings.program.review')
                          : t('trainings.program.resume')}
                    </Button>
                  )}
                  {!preview && <ModuleCompletionActions module={training} />}
                </Stack>
              </CardContent>
            </Card>
            <section aria-labelledby="program-lessons">
              <Typography id="program-lessons" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('trainings.program.lessons')}
              </Typography>
              {rows.length === 0 && <Alert severity="info">{t('trainings.program.empty')}</Alert>}
              <List>
                {rows.map((lesson) => (
                  <ListItemButton key={lesson.id} component={Link} to={lessonLink(lesson.id)} divider>
                    <ListItemText
                      primary={`${String(lesson.position)}. ${lesson.title}`}
                      secondary={lesson.videoId ? t('trainings.program.withVideo') : null}
                    />
                    {!preview && <LearningStateChip state={lesson.state} />}
                  </ListItemButton>
                ))}
              </List>
            </section>
          </Stack>
        );
      }}
    </QueryContent>
  );
}
