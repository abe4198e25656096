import {
  chartEntries,
  KIND_COLORS,
  KIND_COLORS_HIGH_CONTRAST,
  localDay,
  NUMBERING_LABELS,
  NUMBERING_SYSTEMS,
  type NumberingSystem,
  now,
  spanPartners,
  TOOTH_IDS,
} from '@chairside/domain';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import SelectAllOutlined from '@mui/icons-material/SelectAllOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Paper,
  Slider,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';
import { useSettings } from '../../api/settings';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../shell/toast';
import { AddEntryDialog } from './AddEntryDialog';
import { useChart } from './api';
import { ChartLegend } from './ChartLegend';
import { downloadSvgAsPng } from './downloadPng';
import { EntryHistory } from './EntryHistory';
import { DENTITIONS, type DentitionView } from './layout';
import { Odontogram } from './Odontogram';
import { QuickChartPanel } from './QuickChartPanel';
import { ToothPanel } from './ToothPanel';
import { useToothText } from './useToothText';

const DENTITION_LABELS: Record<DentitionView, string> = { permanent: 'Permanent', primary: 'Primary', mixed: 'Mixed' };
const CONTRAST_KEY = 'chairside.chart.highContrast';
const dentitionKey = (patient: number) => `chairside.chart.dentition.${patient}`;
/** How far back the "as of" slider reaches, in days. */
const HISTORY_DAYS = 3 * 365;
const daysBack = (days: number): string => localDay(new Date(now().getTime() - days * 86_400_000));
const stored = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const store = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts for the page.
  }
};

/**
 * A patient's dental chart: the odontogram with its legend, the selected
 * tooth's details and history, and every tooth's history. Drawn from one
 * request; numbered as Settings → Localisation says unless switched here.
 */
export function PatientChart({
  patient,
  patientName,
  marked,
  markLabel,
  toothExtra,
}: {
  patient: number;
  patientName: string;
  /** Teeth to mark on the chart (those with images), said as `markLabel`. */
  marked?: ReadonlySet<string>;
  markLabel?: string;
  /** What another module shows of the selected tooth (its images). */
  toothExtra?(tooth: string): ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { can } = useAuth();
  const settings = useSettings();
  const [back, setBack] = useState(0);
  const asOf = back ? daysBack(back) : null;
  const chart = useChart(patient, asOf);
  const [highContrast, setHighContrast] = useState(() => stored(CONTRAST_KEY) === '1');
  const palette = highContrast ? KIND_COLORS_HIGH_CONTRAST : KIND_COLORS;
  const [numberingChoice, setNumbering] = useState<NumberingSystem | null>(null);
  const numbering = numberingChoice ?? settings.data?.localisation.toothNumbering ?? 'universal';
  // The dentition shown is remembered per patient (a child's mixed dentition stays mixed).
  const [view, setViewState] = useState<DentitionView>(
    () => (stored(dentitionKey(patient)) as DentitionView | null) ?? 'permanent',
  );
  const setView = (v: DentitionView) => {
    setViewState(v);
    store(dentitionKey(patient), v);
  };
  const [selected, setSelected] = useState<string | null>(null);
  // Teeth selected together (Ctrl/Shift+click, Shift+arrow): the quick chart charts on each.
  const [picked, setPicked] = useState<string[]>([]);
  const [focused, setFocused] = useState('1');
  // `area`: charting on a quadrant, sextant, arch or the whole mouth rather than the selected tooth.
  const [adding, setAdding] = useState<{ surface?: string; area?: boolean } | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const text = useToothText(numbering);
  const canChart = can(chartEntries.permissions.write);

  const open = (tooth: string, surface?: string) => {
    setSelected(tooth);
    setPicked([tooth]);
    setFocused(tooth);
    if (surface && canChart) setAdding({ surface });
  };
  const pick = (tooth: string, toggle: boolean) => {
    setPicked((p) => (p.includes(tooth) ? (toggle ? p.filter((x) => x !== tooth) : p) : [...p, tooth]));
    setSelected(tooth);
  };
  // Two teeth of one arch picked together (Shift+click): the span a bridge is charted on, from the selected one.
  const away = (tooth: string) => (selected ? Math.abs(TOOTH_IDS.indexOf(tooth) - TOOTH_IDS.indexOf(selected)) : 0);
  const spanEnd = selected
    ? picked.filter((p) => spanPartners(selected).includes(p)).sort((a, b) => away(a) - away(b))
    : [];
  const download = () => {
    if (!svg.current) return;
    downloadSvgAsPng(svg.current, `odontogram_${patient}.png`).catch(() =>
      toast.error('Failed to download the image.'),
    );
  };

  return (
    // On paper: the chart's colours and the toggles' text are read against white, whatever the page's background.
    <Paper
      ref={root}
      variant="outlined"
      sx={{ p: { xs: 1, sm: 2 }, '& .MuiToggleButton-root': { color: 'text.primary' } }}
    >
      <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          aria-label={t('Dentition')}
          onChange={(_, v: DentitionView | null) => v && setView(v)}
        >
          {DENTITIONS.map((d) => (
            <ToggleButton key={d} value={d}>
              {t(DENTITION_LABELS[d])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={numbering}
          aria-label={t('Tooth numbering')}
          onChange={(_, v: NumberingSystem | null) => v && setNumbering(v)}
        >
          {NUMBERING_SYSTEMS.map((n) => (
            <ToggleButton key={n} value={n}>
              {t(NUMBERING_LABELS[n])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={highContrast}
              onChange={(_, on) => {
                setHighContrast(on);
                store(CONTRAST_KEY, on ? '1' : '0');
              }}
            />
          }
          label={t('High contrast')}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canChart && (
          <Button startIcon={<SelectAllOutlined />} onClick={() => setAdding({ area: true })}>
            {t('Chart on an area')}
          </Button>
        )}
        <Button startIcon={<DownloadOutlined />} onClick={download}>
          {t('Download Odontogram Image')}
        </Button>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ gap: 2, alignItems: 'center', mb: 1, maxWidth: 720 }}>
        <Typography variant="body2" id={`chart-as-of-${patient}`} sx={{ whiteSpace: 'nowrap' }}>
          {asOf ? t('Chart as of {{date}}', { date: asOf }) : t('Chart today')}
        </Typography>
        <Slider
          size="small"
          min={-HISTORY_DAYS}
          max={0}
          step={1}
          value={-back}
          onChange={(_, v) => setBack(-(v as number))}
          aria-labelledby={`chart-as-of-${patient}`}
          getAriaValueText={(v) => (v === 0 ? t('Chart today') : daysBack(-v))}
        />
        {back > 0 && (
          <Button size="small" onClick={() => setBack(0)}>
            {t('Today')}
          </Button>
        )}
      </Stack>
      {chart.isError && <Alert severity="error">{t('Failed to load data.')}</Alert>}
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }} aria-live="polite">
        <Typography variant="body2" sx={{ alignSelf: 'center' }}>
          {t('Entries: {{count}}', { count: chart.data?.entries ?? 0 })}
        </Typography>
        {Object.entries(chart.data?.counts ?? {}).map(([c, n]) => (
          <Chip key={c} size="small" variant="outlined" label={`${t(c)}: ${n}`} />
        ))}
      </Stack>
      {canChart && <QuickChartPanel patient={patient} numbering={numbering} teeth={picked} chartRef={root} />}
      <Box
        sx={{
          overflowX: 'auto',
          '& g[role="button"]:focus-visible .tooth-focus': { stroke: '#000' },
        }}
      >
        <Odontogram
          chart={chart.data}
          view={view}
          numbering={numbering}
          selected={selected}
          picked={picked}
          onPick={pick}
          focused={focused}
          onFocusTooth={setFocused}
          onOpen={open}
          svgRef={svg}
          palette={palette}
          label={t('Dental chart of {{name}}', { name: patientName })}
          marked={marked}
          markLabel={markLabel}
        />
      </Box>
      <ChartLegend palette={palette} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(260px, 1fr) minmax(0, 2fr)' },
        }}
      >
        <ToothPanel
          chart={chart.data}
          tooth={selected}
          numbering={numbering}
          canChart={canChart}
          onAdd={() => setAdding({})}
        />
        {selected ? (
          <EntryHistory
            patient={patient}
            tooth={selected}
            title={t('History of {{tooth}}', { tooth: text.title(selected) })}
          />
        ) : (
          <Typography color="text.secondary" sx={{ alignSelf: 'center' }}>
            {t('Select a tooth to see history')}
          </Typography>
        )}
      </Box>
      {selected && toothExtra?.(selected)}
      <EntryHistory patient={patient} tooth={null} title="All Teeth History" />
      {adding?.area ? (
        <AddEntryDialog
          patient={patient}
          tooth={null}
          subject={`${patientName} · ${t('A quadrant, sextant or arch, or the whole mouth')}`}
          onClose={() => setAdding(null)}
        />
      ) : (
        adding &&
        selected && (
          <AddEntryDialog
            patient={patient}
            tooth={selected}
            subject={`${patientName} · ${text.title(selected)}`}
            surface={adding.surface}
            lastTooth={spanEnd.at(-1)}
            onClose={() => setAdding(null)}
          />
        )
      )}
    </Paper>
  );
}
