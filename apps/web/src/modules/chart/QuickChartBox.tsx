import {
  type NumberingSystem,
  parseQuickChart,
  type QuickChartCommand,
  type QuickChartService,
  toothLabel,
} from '@chairside/domain';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { Box, Button, TextField, Typography } from '@mui/material';
import { type KeyboardEvent, type Ref, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useQuickChartText } from './useQuickChartText';

/** The shortcut that focuses the box, as it is shown. */
export const QUICK_CHART_SHORTCUT = 'Alt+C';

interface QuickChartBoxProps {
  numbering: NumberingSystem;
  services: readonly QuickChartService[];
  /** Teeth selected on the chart: charted when the line names none. */
  selected: readonly string[];
  inputRef: Ref<HTMLInputElement>;
  busy: boolean;
  /** Charts the command; true when it all went in (the line is then cleared). */
  onChart(command: QuickChartCommand): Promise<boolean>;
  /** Pins what the line charts (its service or condition) to the quick bar. */
  onPin(command: QuickChartCommand): void;
}

/**
 * The quick-chart command box: `36 MO fil` then Enter. What Enter will chart
 * shows as you type, or why the line cannot be charted.
 */
export function QuickChartBox({ numbering, services, selected, inputRef, busy, onChart, onPin }: QuickChartBoxProps) {
  const { t } = useTranslation();
  const words = useQuickChartText(numbering);
  const previewId = useId();
  const [line, setLine] = useState('');
  const parsed = useMemo(
    () => parseQuickChart(line, { numbering, services, selected, label: (id) => toothLabel(id, numbering) }),
    [line, numbering, services, selected],
  );
  const onKeyDown = async (e: KeyboardEvent) => {
    if (e.key === 'Escape' && line) {
      e.preventDefault();
      setLine('');
      return;
    }
    if (e.key !== 'Enter' || busy) return;
    e.preventDefault();
    if (parsed.ok && (await onChart(parsed.command))) setLine('');
  };
  const hint = t(
    '{{shortcut}}: quick chart. Type tooth, surfaces, procedure or condition, then Enter: 36 MO fil. Start with c (completed), e (existing) or x (condition).',
    {
      shortcut: QUICK_CHART_SHORTCUT,
    },
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mb: 1, maxWidth: 720 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          fullWidth
          label={t('Quick chart ({{shortcut}})', { shortcut: QUICK_CHART_SHORTCUT })}
          placeholder="36 MO fil"
          value={line}
          onChange={(e) => setLine(e.target.value)}
          onKeyDown={(e) => void onKeyDown(e)}
          autoComplete="off"
          slotProps={{
            htmlInput: {
              ref: inputRef,
              'aria-describedby': previewId,
              'aria-keyshortcuts': QUICK_CHART_SHORTCUT,
              spellCheck: false,
              'data-quick-chart': '',
            },
          }}
        />
        <Button
          size="small"
          startIcon={<PushPinOutlined />}
          disabled={!parsed.ok}
          onClick={() => parsed.ok && onPin(parsed.command)}
        >
          {t('Pin')}
        </Button>
      </Box>
      <Typography
        id={previewId}
        variant="body2"
        aria-live="polite"
        data-quick-chart-preview=""
        color={parsed.ok || !line ? 'text.secondary' : 'error'}
      >
        {line ? (parsed.ok ? words.preview(parsed.command) : words.problem(parsed)) : hint}
      </Typography>
    </Box>
  );
}
