import Stack from '@mui/material/Stack';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import type { SavedView, SavedViewState } from '../../../domain/schemas/saved-views.ts';
import { ColumnsMenu } from './columns-menu.tsx';
import { SavedViewsMenu } from './saved-views-menu.tsx';

export interface ListToolbarProps {
  listKey: string;
  listPath: string;
  columns: readonly { field: string; label: string }[];
  columnModel: GridColumnVisibilityModel;
  onColumnsChange: (model: GridColumnVisibilityModel) => void;
  currentState: () => SavedViewState;
  onApplyView: (view: SavedView) => void;
}

/**
 * What a user arranges on a list they work in all day: saved views and the visible columns (the page size is with the
 * pages, under the list).
 */
export function ListToolbar(props: ListToolbarProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <SavedViewsMenu
        listKey={props.listKey}
        listPath={props.listPath}
        currentState={props.currentState}
        onApply={props.onApplyView}
      />
      <ColumnsMenu columns={props.columns} model={props.columnModel} onChange={props.onColumnsChange} />
    </Stack>
  );
}
