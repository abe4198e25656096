import { Autocomplete, CircularProgress, TextField, type TextFieldProps } from '@mui/material';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from './types';
import { useDebounced } from './useDebounced';
import { useLookup, useLookupLabels } from './useLookup';

export interface ReferenceAutocompleteProps {
  /** Resource the id points at (its API path segment). */
  resource: string;
  value: number | null;
  onChange(id: number | null): void;
  /** Display name of `value` when the caller knows it (`record.labels[field]`). */
  valueLabel?: string | null;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: TextFieldProps['helperText'];
  name?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: TextFieldProps['sx'];
}

/** Pick a record of another resource by typing part of its name (`GET /api/{resource}/lookup?q=`). */
export function ReferenceAutocomplete({
  resource,
  value,
  onChange,
  valueLabel,
  label,
  required,
  disabled,
  error,
  helperText,
  name,
  onBlur,
  inputRef,
  size,
  fullWidth = true,
  sx,
}: ReferenceAutocompleteProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<LookupItem | null>(null);
  const q = useDebounced(input);
  const options = useLookup(resource, q, open);

  // The label of the current value: the option just picked, the caller's label, or one fetched by id.
  const known = picked?.id === value ? picked : value !== null && valueLabel ? { id: value, label: valueLabel } : null;
  const fetched = useLookupLabels(resource, value !== null && !known ? [value] : []);
  const selected: LookupItem | null =
    value === null ? null : (known ?? fetched.data?.find((item) => item.id === value) ?? null);

  return (
    <Autocomplete<LookupItem>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      onChange={(_, item) => {
        setPicked(item);
        onChange(item?.id ?? null);
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={options.data ?? []}
      filterOptions={(items) => items}
      getOptionLabel={(item) => item.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={options.isFetching}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
      onBlur={onBlur}
      loadingText={t('Loading…')}
      noOptionsText={t('No matches')}
      openText={t('Show options')}
      closeText={t('Hide options')}
      clearText={t('Clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          fullWidth
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {options.isFetching && open ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
