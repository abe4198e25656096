import type { FieldDef } from '@chairside/domain';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from '../i18n/useTranslation';
import { ChoiceAutocomplete } from './ChoiceAutocomplete';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';
import { useTypedSearch } from './useTypedSearch';

interface FilterControlProps {
  name: string;
  field: FieldDef;
  /** The filter's query-string value; '' for none. */
  value: string;
  onChange(value: string): void;
}

/**
 * As wide as its label needs (`Statut du paiement` beside the select's arrow), within 170–240 px:
 * a long French or Spanish label is not cut short.
 */
const controlSx = (label: string) => ({
  minWidth: `clamp(170px, calc(${label.length}ch + 48px), 240px)`,
  maxWidth: 240,
});

/** Free-text filter for kinds without a fixed set of values, applied once the user stops typing. */
function TextFilter({ name, field, value, onChange }: FilterControlProps) {
  const { t } = useTranslation();
  const [text, setText] = useTypedSearch(value, onChange);
  return (
    <TextField
      name={`filter-${name}`}
      label={t(field.label)}
      value={text}
      onChange={(e) => setText(e.target.value)}
      type={field.kind === 'integer' ? 'number' : 'text'}
      sx={controlSx(t(field.label))}
    />
  );
}

/** One exact-match filter of a list: a select for choices and yes/no, a lookup for references. */
export function FilterControl(props: FilterControlProps) {
  const { t } = useTranslation();
  const { name, field, value, onChange } = props;
  const sx = controlSx(t(field.label));

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
        sx={sx}
      />
    );

  if (field.kind === 'choice' && field.display)
    return (
      <ChoiceAutocomplete
        field={field}
        value={value}
        onChange={onChange}
        label={t(field.label)}
        name={`filter-${name}`}
        fullWidth={false}
        sx={sx}
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
      sx={sx}
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
