import { useEffect, useEffectEvent, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SearchInput } from '../../components/form/search-input.tsx';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import type { CrudFilter } from '@refinedev/core';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { referenceOptionsEndpoint, type ReferenceOptionsEndpoint } from '../../../domain/api/references.ts';
import type { FieldDeclaration, ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { isIncompleteDate } from '../../../domain/rules/calendar.ts';
import { DateInput } from '../../components/form/date-input.tsx';
import { useIsMobile } from '../../components/shell/use-is-mobile.ts';
import { fieldLabelKey, filterFields, valueLabelKey } from './declaration-view.ts';
import { ReferencePicker } from './fields/reference-picker.tsx';

/** How long the search box waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface ResourceFilterBarProps {
  declaration: ResourceBlueprint;
  /** The filters shown (default: every filterable field of the declaration). */
  fields?: readonly string[];
  filters: CrudFilter[];
  onFilterChange: (field: string, value: string | undefined) => void;
  onReset: () => void;
}

export const filterValue = (filters: CrudFilter[], field: string): string => {
  const found = filters.find((filter) => 'field' in filter && filter.field === field);
  return found?.value === undefined || found.value === null ? '' : String(found.value);
};

interface FilterChoice {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  choices: readonly FilterChoice[];
  onChange: (value: string | undefined) => void;
}

/**
 * Room for a filter's whole label beside its arrow (and a picker's clear button): `ch` is a digit's width in the
 * field's font, a little over an average letter, so the label is never cut ("Categoria professio…").
 */
const roomForLabel = (label: string, least: number, controls: number): string =>
  `max(${String(least)}px, calc(${String(label.length)}ch + ${String(controls)}px))`;

function FilterSelect({ label, value, choices, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: roomForLabel(label, 200, 48) }}
      label={label}
      value={value}
      onChange={(event) => {
        onChange(event.target.value === '' ? undefined : event.target.value);
      }}
    >
      <MenuItem value="">{t('crud.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A filter on a `reference` field: its choices are searched on the server. */
function ReferenceFilter({
  options,
  label,
  value,
  onChange,
}: Omit<FilterSelectProps, 'choices'> & { options: ReferenceOptionsEndpoint }) {
  return (
    <Stack sx={{ minWidth: roomForLabel(label, 240, 72) }}>
      <ReferencePicker
        path={options}
        label={label}
        size="small"
        value={value === '' ? null : value}
        onChange={(chosen) => {
          onChange(typeof chosen === 'string' ? chosen : undefined);
        }}
      />
    </Stack>
  );
}

/** A filter on a `text` field (a province): typed, sent once the typing pauses. */
function TextFilter({ label, value, onChange }: Omit<FilterSelectProps, 'choices'>) {
  const [text, setText] = useState(value);
  const apply = useEffectEvent((typed: string) => {
    onChange(typed === '' ? undefined : typed);
  });
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => {
      apply(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, value]);
  return (
    <TextField
      size="small"
      sx={{ minWidth: 160 }}
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
      }}
    />
  );
}

const rangeBounds = ['From', 'To'] as const;

/** Whether a filter is applied: a value of its own, or either bound of a period. */
const isApplied = (filters: CrudFilter[], field: FieldDeclaration): boolean =>
  field.filter === 'range'
    ? rangeBounds.some((bound) => filterValue(filters, `${field.name}${bound}`) !== '')
    : filterValue(filters, field.name) !== '';

/** A `range` field's period: two day inputs, `<name>From` and `<name>To`, both days included. */
function PeriodFilter({
  field,
  label,
  filters,
  onFilterChange,
}: { field: FieldDeclaration; label: string } & Pick<ResourceFilterBarProps, 'filters' | 'onFilterChange'>) {
  const { t } = useTranslation();
  return rangeBounds.map((bound) => {
    const name = `${field.name}${bound}`;
    return (
      <DateInput
        key={name}
        size="small"
        fullWidth={false}
        sx={{ width: 190 }}
        label={t(`crud.range${bound}`, { field: label })}
        value={filterValue(filters, name)}
        onChange={(day) => {
          if (!isIncompleteDate(day)) onFilterChange(name, day ?? undefined);
        }}
      />
    );
  });
}

/**
 * The search box (`q`, debounced), one select per filterable field, a period per range field and 'Azzera filtri'. On a
 * phone the filters fold behind a 'Filtri' button beside the search box that counts the applied ones, so that they do
 * not push the list away.
 */
export function ResourceFilterBar({ declaration, fields, filters, onFilterChange, onReset }: ResourceFilterBarProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const panelId = useId();
  const [folded, setFolded] = useState(true);
  const applied = filterValue(filters, 'q');
  const [text, setText] = useState(applied);
  // A search applied from elsewhere (a saved view, the browser's Back) shows in the box, rather than being undone by
  // it.
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    if (text.trim() !== applied) setText(applied);
  }
  // Each reset starts the typed filters afresh.
  const [resets, setResets] = useState(0);
  const search = useEffectEvent((typed: string) => {
    onFilterChange('q', typed === '' ? undefined : typed);
  });
  useEffect(() => {
    if (text.trim() === applied) return undefined;
    const timer = setTimeout(() => {
      search(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, applied]);
  const choicesOf = (field: FieldDeclaration): FilterChoice[] =>
    field.kind === 'boolean'
      ? [
          { value: 'true', label: t('crud.yes') },
          { value: 'false', label: t('crud.no') },
        ]
      : (field.options ?? []).map((option) => ({
          value: option,
          label: textFromData(t, valueLabelKey(declaration, field.name, option)),
        }));
  const shown = filterFields(declaration).filter((field) => fields?.includes(field.name) ?? true);
  const appliedCount = shown.filter((field) => isApplied(filters, field)).length;

  const filterControls = (
    <>
      {shown.map((field) => {
        const props = {
          label: textFromData(t, fieldLabelKey(declaration, field.name)),
          value: filterValue(filters, field.name),
          onChange: (value: string | undefined) => {
            onFilterChange(field.name, value);
          },
        };
        if (field.filter === 'range')
          return (
            <PeriodFilter
              key={field.name}
              field={field}
              label={props.label}
              filters={filters}
              onFilterChange={onFilterChange}
            />
          );
        if (field.kind === 'text') return <TextFilter key={`${field.name}-${String(resets)}`} {...props} />;
        return field.kind === 'reference' ? (
          <ReferenceFilter key={field.name} options={referenceOptionsEndpoint(declaration, field.name)} {...props} />
        ) : (
          <FilterSelect key={field.name} choices={choicesOf(field)} {...props} />
        );
      })}
      <div>
        <Button
          variant="text"
          onClick={() => {
            setText('');
            setResets((count) => count + 1);
            onReset();
          }}
        >
          {t('crud.resetFilters')}
        </Button>
      </div>
    </>
  );

  const folding = isMobile && shown.length > 0;
  const searchBox = (
    <SearchInput
      label={t('crud.search')}
      value={text}
      onChange={setText}
      sx={folding ? { flex: 1, minWidth: 0 } : { minWidth: 260 }}
    />
  );

  if (folding)
    return (
      <div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {searchBox}
          <Button
            variant="outlined"
            startIcon={<FilterListOutlined />}
            aria-expanded={!folded}
            aria-controls={panelId}
            sx={{ flexShrink: 0 }}
            onClick={() => {
              setFolded((was) => !was);
            }}
          >
            {appliedCount === 0 ? t('crud.filters') : t('crud.filtersApplied', { applied: appliedCount })}
          </Button>
        </Stack>
        <Collapse in={!folded} id={panelId} role="group" aria-label={t('crud.filters')}>
          <Stack spacing={2} useFlexGap sx={{ pt: 2 }}>
            {filterControls}
          </Stack>
        </Collapse>
      </div>
    );
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      {searchBox}
      {filterControls}
    </Stack>
  );
}
