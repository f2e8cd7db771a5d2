import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../i18n/use-translation.ts';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** How many rows a page of the list shows. */
export function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const { t } = useTranslation();
  const sizes: readonly number[] = PAGE_SIZES.includes(value as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, value].sort((a, b) => a - b);
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 140 }}
      label={t('lists.pageSize')}
      value={value}
      onChange={(event) => {
        onChange(Number(event.target.value));
      }}
    >
      {sizes.map((size) => (
        <MenuItem key={size} value={size}>
          {size}
        </MenuItem>
      ))}
    </TextField>
  );
}
