import { DEFAULT_SETTINGS } from '@chairside/domain';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useSettings } from '../api/settings';

/** Formats dates and instants in the clinic's chosen date format. */
export function useFormatDate() {
  const { data } = useSettings();
  const format = data?.localisation.dateFormat ?? DEFAULT_SETTINGS.localisation.dateFormat;
  return useCallback(
    (value: string | null | undefined, withTime = false): string => {
      if (!value) return '';
      const d = dayjs(value);
      if (!d.isValid()) return value;
      return d.format(withTime ? `${format} HH:mm` : format);
    },
    [format],
  );
}
