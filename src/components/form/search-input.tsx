import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchOutlined from '@mui/icons-material/SearchOutlined';

export interface SearchInputProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  sx?: SxProps<Theme>;
}

/** The search box of the lists: a small search field with its magnifier, reporting each keystroke. */
export function SearchInput({ label, value, onChange, sx }: SearchInputProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      sx={sx}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
