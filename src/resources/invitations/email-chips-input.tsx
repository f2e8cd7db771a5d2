import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { isValidEmail } from '../../../domain/rules/email.ts';
import { splitEmails } from '../../../domain/rules/forms.ts';

interface EmailChipsInputProps {
  value: string[];
  onChange: (emails: string[]) => void;
  onBlur: () => void;
  label: string;
  helperText: string;
  error?: string | undefined;
}

const merge = (current: string[], added: string[]) => [...new Set([...current, ...added])];

/**
 * E-mails as chips: Enter, comma, semicolon or space closes one; a pasted list becomes one chip per address; leaving
 * the field keeps what was typed. A chip that is not an e-mail is shown in red so the user sees which one to fix.
 */
export function EmailChipsInput({ value, onChange, onBlur, label, helperText, error }: EmailChipsInputProps) {
  const [typed, setTyped] = useState('');
  const commit = (text: string) => {
    const added = splitEmails(text);
    if (added.length > 0) onChange(merge(value, added));
    setTyped('');
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={typed}
      onChange={(_event, next) => {
        onChange(merge([], next.flatMap(splitEmails)));
      }}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'input') return;
        const lastSeparator = Math.max(text.lastIndexOf(','), text.lastIndexOf(';'), text.search(/\s(?=\S*$)/));
        if (lastSeparator < 0) {
          setTyped(text);
          return;
        }
        const added = splitEmails(text.slice(0, lastSeparator + 1));
        if (added.length > 0) onChange(merge(value, added));
        setTyped(text.slice(lastSeparator + 1).trim());
      }}
      onBlur={() => {
        if (typed.trim() !== '') commit(typed);
        onBlur();
      }}
      renderTags={(emails, getTagProps) =>
        emails.map((email, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return (
            <Chip
              key={key}
              {...tagProps}
              size="small"
              label={email}
              color={isValidEmail(email) ? 'default' : 'error'}
              variant={isValidEmail(email) ? 'filled' : 'outlined'}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error !== undefined}
          helperText={error ?? helperText}
          slotProps={{ htmlInput: { ...params.inputProps, inputMode: 'email' } }}
        />
      )}
    />
  );
}
