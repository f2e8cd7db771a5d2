import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { neighbours } from '../../../domain/training/progress.ts';
import { lessonsApi, type Lesson } from '../../../domain/api/trainings.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { moduleLessons } from './training-api.ts';

/** Previous and next lesson of the module (spec section 2, lesson view). */
export function LessonNavigation({ lesson, lessonLink }: { lesson: Lesson; lessonLink: (id: string) => string }) {
  const { t } = useTranslation();
  const lessons = useApiQuery(lessonsApi.list, moduleLessons(lesson.moduleId));
  const { previous, next } = neighbours(lessons.data?.data ?? [], lesson.id);
  return (
    <Stack
      component="nav"
      aria-label={t('trainings.lesson.navigation')}
      direction="row"
      sx={{ justifyContent: 'space-between' }}
    >
      {previous ? (
        <Button component={Link} to={lessonLink(previous)} startIcon={<ArrowBack />}>
          {t('trainings.lesson.previous')}
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button component={Link} to={lessonLink(next)} endIcon={<ArrowForward />}>
          {t('trainings.lesson.next')}
        </Button>
      ) : (
        <span />
      )}
    </Stack>
  );
}
