import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useTranslation } from '../../i18n/use-translation.ts';

export interface ColumnsMenuProps {
  /** The list's columns: field and heading. */
  columns: readonly { field: string; label: string }[];
  model: GridColumnVisibilityModel;
  onChange: (model: GridColumnVisibilityModel) => void;
}

/** The column chooser: one checkbox per column (at least one stays shown), and back to the list's own columns. */
export function ColumnsMenu({ columns, model, onChange }: ColumnsMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = columns.filter((column) => model[column.field] !== false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        {t('lists.columns.button')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        slotProps={{ list: { 'aria-label': t('lists.columns.menuLabel') } }}
      >
        {columns.map((column) => {
          const visible = model[column.field] !== false;
          return (
            <MenuItem
              key={column.field}
              role="menuitemcheckbox"
              aria-checked={visible}
              disabled={visible && shown.length === 1}
              onClick={() => {
                onChange({ ...model, [column.field]: !visible });
              }}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={visible}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
              </ListItemIcon>
              <ListItemText>{column.label}</ListItemText>
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            onChange({});
            setAnchor(null);
          }}
        >
          {t('lists.columns.reset')}
        </MenuItem>
      </Menu>
    </>
  );
}
