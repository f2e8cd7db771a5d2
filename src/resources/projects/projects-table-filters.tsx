import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { projectStatuses } from '../../../domain/projects/catalogue.ts';

const SEARCH_DEBOUNCE_MS = 400;

interface ProjectsTableFiltersProps {
  q: string;
  status: string;
  onChange: (change: { q?: string; status?: string }) => void;
  onReset: () => void;
}

/** Search (debounced), status filter and 'Azzera filtri' of a project list. */
export function ProjectsTableFilters({ q, status, onChange, onReset }: ProjectsTableFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text.trim() === q) return undefined;
    const timer = setTimeout(() => { onChange({ q: text.trim() }); }, SEARCH_DEBOUNCE_MS);
    return () => { clearTimeout(timer); };
  }, [text, q, onChange]);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        type="search" size="small" label={t('crud.search')} value={text} sx={{ minWidth: 260 }}
        onChange={(event) => { setText(event.target.value); }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> } }}
      />
      <TextField select size="small" label={t('projects.fields.status')} value={status} sx={{ minWidth: 200 }}
        onChange={(event) => { onChange({ status: event.target.value }); }}>
        <MenuItem value="">{t('crud.all')}</MenuItem>
        {projectStatuses.map((value) => <MenuItem key={value} value={value}>{t(`projects.values.status.${value}`)}</MenuItem>)}
      </TextField>
      <div><Button variant="text" onClick={() => { setText(''); onReset(); }}>{t('crud.resetFilters')}</Button></div>
    </Stack>
  );
}
