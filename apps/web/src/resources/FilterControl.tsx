import type { FieldDef } from '@chairside/domain';
import { MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryAutocomplete } from './CountryAutocomplete';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';
import { useDebounced } from './useDebounced';

interface FilterControlProps {
  name: string;
  field: FieldDef;
  /** The filter's query-string value; '' for none. */
  value: string;
  onChange(value: string): void;
}

const controlSx = { minWidth: 170, maxWidth: 240 } as const;

/** Free-text filter for kinds without a fixed set of values, applied once the user stops typing. */
function TextFilter({ name, field, value, onChange }: FilterControlProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebounced(text);
  useEffect(() => {
    if (debounced !== value) onChange(debounced);
  }, [debounced, value, onChange]);
  return (
    <TextField
      name={`filter-${name}`}
      label={t(field.label)}
      value={text}
      onChange={(e) => setText(e.target.value)}
      type={field.kind === 'integer' ? 'number' : 'text'}
      sx={controlSx}
    />
  );
}

/** One exact-match filter of a list: a select for choices and yes/no, a lookup for references. */
export function FilterControl(props: FilterControlProps) {
  const { t } = useTranslation();
  const { name, field, value, onChange } = props;

  if (field.kind === 'reference')
    return (
      <ReferenceAutocomplete
        resource={field.resource}
        value={value === '' ? null : Number(value)}
        onChange={(id) => onChange(id === null ? '' : String(id))}
        label={t(field.label)}
        name={`filter-${name}`}
        size="small"
        fullWidth={false}
        sx={controlSx}
      />
    );

  if (field.kind === 'choice' && field.display === 'region')
    return (
      <CountryAutocomplete
        field={field}
        value={value}
        onChange={onChange}
        label={t(field.label)}
        name={`filter-${name}`}
        fullWidth={false}
        sx={controlSx}
      />
    );

  const options: [string, string][] | null =
    field.kind === 'choice' || field.kind === 'choices'
      ? field.options.map((o) => [o, t(o)])
      : field.kind === 'boolean'
        ? [
            ['true', t('Yes')],
            ['false', t('No')],
          ]
        : null;
  if (!options) return <TextFilter {...props} />;

  return (
    <TextField
      select
      name={`filter-${name}`}
      label={t(field.label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={controlSx}
    >
      <MenuItem value="">
        <em>{t('All')}</em>
      </MenuItem>
      {options.map(([option, label]) => (
        <MenuItem key={option} value={option}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
