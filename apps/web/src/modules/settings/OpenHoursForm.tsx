import { type ClinicSettings, type WeekHours, weekHoursSchema } from '@chairside/domain';
import { Box } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client';
import { OpenHoursEditor } from '../../components/OpenHoursEditor';
import type { SaveOutcome } from './useSaveSettings';

interface OpenHoursFormProps {
  id: string;
  initial: WeekHours;
  save(patch: Partial<ClinicSettings>, applyErrors: (e: unknown) => boolean): Promise<SaveOutcome>;
  onDone(): void;
}

/** Server messages for `openHours.Monday.close` become `Monday.close` for the editor. */
function serverErrors(e: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(e instanceof ApiError)) return out;
  for (const [path, message] of Object.entries(e.fieldErrors()))
    if (path.startsWith('openHours.')) out[path.slice('openHours.'.length)] = message;
  return out;
}

/** The clinic's week: open or closed, and the hours of each day. */
export function OpenHoursForm({ id, initial, save, onDone }: OpenHoursFormProps) {
  const [value, setValue] = useState<WeekHours>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = weekHoursSchema.safeParse(value);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        if (!(key in found)) found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const outcome = await save({ openHours: parsed.data }, (err) => {
      const found = serverErrors(err);
      setErrors(found);
      return Object.keys(found).length > 0;
    });
    if (outcome !== 'failed') onDone();
  };

  return (
    <Box component="form" id={id} noValidate onSubmit={onSubmit} sx={{ pt: 1 }}>
      <OpenHoursEditor value={value} onChange={setValue} errors={errors} />
    </Box>
  );
}
