import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { SEARCH_DEBOUNCE_MS } from '../../resources/generic/resource-filter-bar.tsx';

interface SearchFieldProps {
  label: string;
  onSearch: (text: string) => void;
}

/** A search box that reports a changed search only once the user pauses typing. */
export function SearchField({ label, onSearch }: SearchFieldProps) {
  const [text, setText] = useState('');
  const searched = useRef('');
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === searched.current) return undefined;
    const timer = setTimeout(() => {
      searched.current = wanted;
      onSearch(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, onSearch]);
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      sx={{ minWidth: { sm: 280 } }}
      onChange={(event) => {
        setText(event.target.value);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
