import { useState, type DragEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ReactNode } from 'react';
import type { Lesson } from '../../../../domain/api/trainings.ts';

/** The lessons with `moved` at `to` (the others keep their order). */
export function moveLesson(lessons: readonly Lesson[], moved: string, to: number): Lesson[] {
  const from = lessons.findIndex((lesson) => lesson.id === moved);
  const item = lessons[from];
  if (!item || to < 0 || to >= lessons.length || from === to) return [...lessons];
  const rest = lessons.filter((lesson) => lesson.id !== moved);
  return [...rest.slice(0, to), item, ...rest.slice(to)];
}

/**
 * A module's lessons, reorderable by drag and drop or with the up and down buttons (the keyboard alternative); every
 * move is handed to `onReorder` with the new order.
 */
export function LessonOrderList({
  lessons,
  onReorder,
  actionsOf,
}: {
  lessons: readonly Lesson[];
  onReorder: (ids: string[]) => void;
  actionsOf: (lesson: Lesson) => ReactNode;
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string | null>(null);
  const move = (id: string, to: number) => {
    onReorder(moveLesson(lessons, id, to).map((lesson) => lesson.id));
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged) move(dragged, index);
    setDragged(null);
  };
  return (
    <List aria-label={t('trainings.detail.lessons')}>
      {lessons.map((lesson, index) => (
        <ListItem
          key={lesson.id}
          divider
          draggable
          onDragStart={() => {
            setDragged(lesson.id);
          }}
          onDragOver={(event) => {
            event.preventDefault();
          }}
          onDrop={(event) => {
            drop(event, index);
          }}
          sx={{ opacity: dragged === lesson.id ? 0.5 : 1, flexWrap: 'wrap' }}
        >
          <ListItemIcon sx={{ cursor: 'grab', minWidth: 36 }}>
            <DragIndicator aria-hidden />
          </ListItemIcon>
          <ListItemText
            primary={`${String(index + 1)}. ${lesson.title}`}
            secondary={lesson.videoId ? t('trainings.program.withVideo') : null}
          />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label={t('trainings.detail.moveUp', { title: lesson.title })}
              disabled={index === 0}
              onClick={() => {
                move(lesson.id, index - 1);
              }}
            >
              <ArrowUpward />
            </IconButton>
            <IconButton
              aria-label={t('trainings.detail.moveDown', { title: lesson.title })}
              disabled={index === lessons.length - 1}
              onClick={() => {
                move(lesson.id, index + 1);
              }}
            >
              <ArrowDownward />
            </IconButton>
            {actionsOf(lesson)}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
