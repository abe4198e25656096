import { emptyTooth, PERMANENT_TEETH, type PerioTooth, perioExams, probingOrder, today } from '@chairside/domain';
import { Alert, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import { FieldInput } from '../../resources/fields/FieldInput';
import { useToast } from '../../shell/toast';
import { type PerioExam, useSaveExam } from './api';
import { applyKey, type EntryMode, type EntryState, startEntry } from './keys';
import { PerioGrid } from './PerioGrid';

const F = perioExams.fields;

/**
 * A new periodontal exam, typed as the hygienist dictates: the cursor starts
 * on the first site of the probing order and each digit fills a site and
 * moves on. The missing teeth of the chart are left out.
 */
export function PerioEntry({
  patient,
  present,
  label,
  onSaved,
  onCancel,
}: {
  patient: number;
  /** The permanent teeth still there, by canonical id. */
  present: readonly string[];
  label(tooth: string): string;
  onSaved(exam: PerioExam): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveExam();
  const order = useMemo(() => probingOrder(present), [present]);
  const [state, setState] = useState<EntryState>(() =>
    startEntry(Object.fromEntries(present.map((id) => [id, emptyTooth(id)]))),
  );
  const [mode, setMode] = useState<EntryMode>('pd');
  const [examDate, setExamDate] = useState<unknown>(today());
  const [doctor, setDoctor] = useState<unknown>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const cursor = order[state.at];

  useEffect(() => {
    if (cursor) inputs.current.get(`${cursor.tooth}-${cursor.site}`)?.focus();
  }, [cursor]);

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.key === 'Tab') return;
    const next = applyKey(state, e.key, order, mode);
    if (!next) return;
    e.preventDefault();
    setState(next);
  };

  const teeth: PerioTooth[] = PERMANENT_TEETH.filter((t) => state.teeth[t.id]).map((t) => state.teeth[t.id]!);

  const submit = async () => {
    setErrors([]);
    try {
      const exam = await save.mutateAsync({
        patient,
        examDate: String(examDate ?? ''),
        doctor: typeof doctor === 'number' ? doctor : null,
        readings: teeth,
      });
      toast.success('The periodontal exam has been saved.');
      onSaved(exam);
    } catch (error) {
      if (error instanceof ApiError && error.problem.errors?.length)
        setErrors(error.problem.errors.map((e) => e.message));
      else toast.error(problemMessage(error));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <FieldInput
          name="examDate"
          field={F.examDate}
          value={examDate}
          onChange={setExamDate}
          onBlur={() => undefined}
          inputRef={() => undefined}
          errors={{}}
        />
        <FieldInput
          name="doctor"
          field={F.doctor}
          value={doctor}
          onChange={setDoctor}
          onBlur={() => undefined}
          inputRef={() => undefined}
          errors={{}}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_, m: EntryMode | null) => m && setMode(m)}
          aria-label={t('What the keys enter')}
        >
          <ToggleButton value="pd">{t('Probing depth')}</ToggleButton>
          <ToggleButton value="gm">{t('Gingival margin')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" id="perio-keys-help">
        {t(
          'Type one digit per site: the cursor moves on in the probing order. For 10–15 mm type 1 then the second digit. B marks bleeding and S suppuration on the site just entered; Backspace clears; a minus sign before a margin above the enamel junction.',
        )}
      </Typography>
      {errors.length > 0 && (
        <Alert severity="error">
          {errors.map((m) => (
            <div key={m}>{t(m)}</div>
          ))}
        </Alert>
      )}
      <PerioGrid
        teeth={teeth}
        label={label}
        mode={mode}
        caption={t('New periodontal exam')}
        entry={{
          cursor,
          order,
          onKey,
          onFocusStop: (at) => setState((s) => (s.at === at ? s : { ...s, at, one: false, negative: false })),
          inputs,
          onTooth: (tooth, change) =>
            setState((s) => {
              const current = s.teeth[tooth];
              return current ? { ...s, teeth: { ...s.teeth, [tooth]: { ...current, ...change } } } : s;
            }),
        }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={save.isPending}>
          {t('Cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={save.isPending}>
          {t('Save Exam')}
        </Button>
      </Stack>
    </Stack>
  );
}
