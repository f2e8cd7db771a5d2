import { Fragment, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { SectionCard } from './section-card.tsx';
import { useConfirmedRemoval, type DeletionQuestion } from './use-confirmed-removal.ts';

/** What an item's row may do while nothing else is being edited. */
export interface ItemControls {
  edit: () => void;
  remove: () => void;
}

interface InlineEditListProps<T extends { id: string }> {
  headingId: string;
  title: string;
  items: readonly T[];
  /** Who may add, change and delete; the rows are read-only otherwise. */
  canEdit: boolean;
  /** The add button's text; none when nothing can be added yet. */
  addLabel?: string;
  /** Another edit of the card is open (a nested list's): the list offers no action meanwhile. */
  locked?: boolean;
  empty: string;
  /** The form for a new item (`undefined`) or the one being changed, closed by `done`. */
  form: (item: T | undefined, done: () => void) => ReactNode;
  /** An item as it reads; `controls` is null when it cannot be acted on now. */
  row: (item: T, controls: ItemControls | null) => ReactNode;
  askDelete: (item: T) => DeletionQuestion;
  remove: (item: T) => Promise<unknown>;
  /** Where the rows stand (a table body); one after the other by default. */
  layout?: (rows: ReactNode) => ReactNode;
}

/**
 * A card's list whose rows are changed in place: its add button, the new item's form at the top, each row swapped for
 * its form while it is edited, and deletion only after a confirmation, its failure shown above the list.
 */
export function InlineEditList<T extends { id: string }>({
  headingId,
  title,
  items,
  canEdit,
  addLabel,
  locked = false,
  empty,
  form,
  row,
  askDelete,
  remove,
  layout = (rows) => rows,
}: InlineEditListProps<T>) {
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRemoval = useConfirmedRemoval();
  const done = () => {
    setEditing(null);
  };
  const idle = canEdit && editing === null && !locked;
  const controlsOf = (item: T): ItemControls | null =>
    idle
      ? {
          edit: () => {
            setFailure(null);
            setEditing(item.id);
          },
          remove: () => {
            setFailure(null);
            void confirmRemoval(askDelete(item), () => remove(item)).then(setFailure);
          },
        }
      : null;
  return (
    <SectionCard
      headingId={headingId}
      title={title}
      actions={
        idle &&
        addLabel !== undefined && (
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => {
              setFailure(null);
              setEditing('new');
            }}
          >
            {addLabel}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {editing === 'new' && form(undefined, done)}
        {items.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          layout(
            items.map((item) => (
              <Fragment key={item.id}>{editing === item.id ? form(item, done) : row(item, controlsOf(item))}</Fragment>
            )),
          )
        )}
      </Stack>
    </SectionCard>
  );
}

/** The edit and delete buttons of a row, named after the item for assistive technology. */
export function ItemActionButtons({
  controls,
  editLabel,
  deleteLabel,
}: {
  controls: ItemControls;
  editLabel: string;
  deleteLabel: string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" onClick={controls.edit}>
        {editLabel}
      </Button>
      <Button size="small" color="error" onClick={controls.remove}>
        {deleteLabel}
      </Button>
    </Stack>
  );
}
