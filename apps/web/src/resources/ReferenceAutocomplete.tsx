import { Autocomplete } from '@mui/material';
import { useState } from 'react';
import { type PickerFieldProps, pickerInput, usePickerTexts } from './pickerField';
import type { LookupItem } from './types';
import { useDebounced } from './useDebounced';
import { useLookup, useLookupLabels } from './useLookup';

export interface ReferenceAutocompleteProps extends PickerFieldProps {
  /** Resource the id points at (its API path segment). */
  resource: string;
  value: number | null;
  onChange(id: number | null): void;
  /** Display name of `value` when the caller knows it (`record.labels[field]`). */
  valueLabel?: string | null;
  size?: 'small' | 'medium';
}

/** Pick a record of another resource by typing part of its name (`GET /api/{resource}/lookup?q=`). */
export function ReferenceAutocomplete(props: ReferenceAutocompleteProps) {
  const { resource, value, onChange, valueLabel, disabled, onBlur, size, fullWidth = true, sx } = props;
  const texts = usePickerTexts();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<LookupItem | null>(null);
  const q = useDebounced(input);
  const options = useLookup(resource, q, open);
  // The list still shows an earlier text's matches (the typing not yet sent, or its answer on the way):
  // said to assistive technology, and what a test waits for before it picks.
  const settling = input !== q || options.isFetching;

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
      {...texts}
      slotProps={{ listbox: { 'aria-busy': settling } }}
      renderInput={(params) => pickerInput(params, props, options.isFetching && open)}
    />
  );
}
