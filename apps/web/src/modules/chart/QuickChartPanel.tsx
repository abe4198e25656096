import type { NumberingSystem } from '@chairside/domain';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { Box, Button } from '@mui/material';
import { type RefObject, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { QuickBar } from './QuickBar';
import { QuickChartBox } from './QuickChartBox';
import { useFeeSchedule, useQuickPicks } from './quickChartApi';
import { useQuickPins } from './quickPins';
import { useQuickChart } from './useQuickChart';
import { useQuickChartKeys } from './useQuickChartKeys';

interface QuickChartPanelProps {
  patient: number;
  numbering: NumberingSystem;
  /** The teeth selected on the chart. */
  teeth: readonly string[];
  /** The chart's area: Ctrl+Z there undoes the last charting action. */
  chartRef: RefObject<HTMLElement | null>;
}

/**
 * Fast charting (issue 28): the command box (Alt+C), the bar of pinned and
 * most charted work, and Undo of the last charting action.
 */
export function QuickChartPanel({ patient, numbering, teeth, chartRef }: QuickChartPanelProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const services = useFeeSchedule().data ?? [];
  const picks = useQuickPicks().data?.items ?? [];
  const pins = useQuickPins();
  const quick = useQuickChart(patient);
  useQuickChartKeys(box, chartRef, () => void quick.undo());
  return (
    <Box component="section" aria-label={t('Quick chart')} sx={{ mb: 1 }}>
      <QuickChartBox
        numbering={numbering}
        services={services}
        selected={teeth}
        inputRef={box}
        busy={quick.busy}
        onChart={quick.chart}
        onPin={pins.pin}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1 }}>
          <QuickBar
            pins={pins.pins}
            picks={picks}
            services={services}
            teeth={teeth}
            busy={quick.busy}
            onChart={(c) => void quick.chart(c)}
            onUnpin={pins.unpin}
          />
        </Box>
        <Button
          size="small"
          startIcon={<UndoOutlined />}
          disabled={!quick.canUndo || quick.busy}
          onClick={() => void quick.undo()}
          aria-keyshortcuts="Control+Z"
        >
          {t('Undo')}
        </Button>
      </Box>
    </Box>
  );
}
