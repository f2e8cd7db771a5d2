import { useEffect, useRef, useState } from 'react';
import { SearchInput } from '../../components/form/search-input.tsx';
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
  return <SearchInput label={label} value={text} onChange={setText} sx={{ minWidth: { sm: 280 } }} />;
}
