import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { FieldDeclaration, ResourceDeclaration } from '../../../domain/resources/declaration.ts';
import { fieldLabelKey, filterFields, valueLabelKey } from './declaration-view.ts';

/** How long the search box waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface ResourceFilterBarProps {
  declaration: ResourceDeclaration;
  filters: CrudFilter[];
  onFilterChange: (field: string, value: string | undefined) => void;
  onReset: () => void;
}

export const filterValue = (filters: CrudFilter[], field: string): string => {
  const found = filters.find((filter) => 'field' in filter && filter.field === field);
  return found?.value === undefined || found.value === null ? '' : String(found.value);
};

function optionsOf(field: FieldDeclaration): readonly string[] {
  return field.kind === 'boolean' ? ['true', 'false'] : field.options ?? [];
}

/** The search box (`q`, debounced), one select per filterable field and 'Azzera filtri'. */
export function ResourceFilterBar({ declaration, filters, onFilterChange, onReset }: ResourceFilterBarProps) {
  const { t } = useTranslation();
  const applied = filterValue(filters, 'q');
  const [text, setText] = useState(applied);
  useEffect(() => {
    if (text.trim() === applied) return undefined;
    const timer = setTimeout(() => { onFilterChange('q', text.trim() === '' ? undefined : text.trim()); }, SEARCH_DEBOUNCE_MS);
    return () => { clearTimeout(timer); };
  }, [text, applied, onFilterChange]);
  const optionLabel = (field: FieldDeclaration, option: string) =>
    field.kind === 'boolean' ? t(option === 'true' ? 'crud.yes' : 'crud.no') : t(valueLabelKey(declaration, field.name, option));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        type="search" size="small" label={t('crud.search')} value={text} sx={{ minWidth: 260 }}
        onChange={(event) => { setText(event.target.value); }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> } }}
      />
      {filterFields(declaration).map((field) => (
        <TextField
          key={field.name} select size="small" sx={{ minWidth: 200 }}
          label={t(fieldLabelKey(declaration, field.name))}
          value={filterValue(filters, field.name)}
          onChange={(event) => { onFilterChange(field.name, event.target.value === '' ? undefined : event.target.value); }}
        >
          <MenuItem value="">{t('crud.all')}</MenuItem>
          {optionsOf(field).map((option) => <MenuItem key={option} value={option}>{optionLabel(field, option)}</MenuItem>)}
        </TextField>
      ))}
      <div>
        <Button variant="text" onClick={() => { setText(''); onReset(); }}>{t('crud.resetFilters')}</Button>
      </div>
    </Stack>
  );
}
