import { DEFAULT_SETTINGS } from '@chairside/domain';
import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useSettings } from '../api/settings';
import { formatClockTime, parseClockTime } from './clockTime';

export type ClockTimeFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The stored time, `HH:MM` (or what was typed that is no time yet). */
  value: string;
  /** A time typed in full, as `HH:MM`; otherwise the text as typed, for the form to call invalid. */
  onChange(value: string): void;
};

/** The clinic's clock from its settings: `24h` unless it chose 12 hours. */
export function useClockFormat() {
  return useSettings().data?.localisation.timeFormat ?? DEFAULT_SETTINGS.localisation.timeFormat;
}

/**
 * A time of day in one text box: one tab stop (a native time input is three, and follows the
 * browser's clock rather than the clinic's), shown on the clinic's 24- or 12-hour clock and read
 * from what is typed on either (`930`, `9:30`, `2:30 pm`); stored as `HH:MM`.
 */
export function ClockTimeField({ value, onChange, onBlur, slotProps, ...rest }: ClockTimeFieldProps) {
  const format = useClockFormat();
  // What is being typed and the value it gave; once the box is left, or the value is set from
  // elsewhere (a free slot picked), it shows the stored time on the clinic's clock.
  const [draft, setDraft] = useState<{ text: string; gave: string } | null>(null);
  const typing = draft !== null && draft.gave === value;
  return (
    <TextField
      {...rest}
      value={typing ? draft.text : formatClockTime(value, format)}
      onChange={(e) => {
        const gave = parseClockTime(e.target.value) ?? e.target.value;
        setDraft({ text: e.target.value, gave });
        onChange(gave);
      }}
      onBlur={(e) => {
        if (typing && parseClockTime(draft.text) !== null) setDraft(null);
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...slotProps?.inputLabel },
        htmlInput: {
          inputMode: format === '24h' ? 'numeric' : 'text',
          autoComplete: 'off',
          placeholder: format === '24h' ? '14:30' : '2:30 PM',
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}
