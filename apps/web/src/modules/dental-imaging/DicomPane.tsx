import { dentalImages, type StoredFile } from '@chairside/domain';
import { Box, Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { App, AppOptions, restoreBase, ToolConfig, ViewConfig } from './dwv';

restoreBase();

/** What a drag on the picture does: dwv's own tools. */
type Tool = 'WindowLevel' | 'ZoomAndPan' | 'Draw';

interface Window {
  center: number;
  width: number;
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; window: Window | null; presets: string[] };

/** The active view's controller, once the file is drawn. */
const controllerOf = (app: App) => app.getActiveLayerGroup()?.getActiveViewLayer()?.getViewController();

/**
 * A DICOM file drawn by dwv on its own 16-bit values: a drag changes the
 * window (width, sideways) and level (centre, up and down), starting from the
 * file's own Window Center/Width (else its value range); the file's presets and
 * dwv's min/max are offered, Reset puts the first back. Pan and zoom and a
 * ruler in millimetres (from the pixel spacing) are dwv's tools too. The bytes
 * come from the record's file download, under its read permission. A chunk of
 * its own: only a DICOM preview loads dwv.
 */
export default function DicomPane({
  imageId,
  file,
  caption,
  filter,
}: {
  imageId: number;
  file: StoredFile;
  caption: string;
  /** The viewer's brightness, contrast and invert, laid over what dwv draws. */
  filter: string;
}) {
  const { t } = useTranslation();
  const divId = `dwv-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const appRef = useRef<App | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [tool, setTool] = useState<Tool>('WindowLevel');
  const [preset, setPreset] = useState('');

  useEffect(() => {
    const app = new App();
    appRef.current = app;
    const options = new AppOptions({ '*': [new ViewConfig(divId)] });
    options.tools = {
      WindowLevel: new ToolConfig(),
      ZoomAndPan: new ToolConfig(),
      Draw: new ToolConfig(['Ruler']),
    };
    app.init(options);
    let live = true;
    const readWindow = (): Window | null => {
      const wl = controllerOf(app)?.getWindowLevel();
      return wl ? { center: wl.center, width: wl.width } : null;
    };
    app.addEventListener('load', () => {
      if (!live) return;
      app.setTool('WindowLevel');
      const presets = controllerOf(app)?.getWindowLevelPresetsNames() ?? [];
      setPreset(presets[0] ?? '');
      setState({ kind: 'shown', window: readWindow(), presets });
    });
    app.addEventListener('wlchange', () => {
      if (live) setState((s) => (s.kind === 'shown' ? { ...s, window: readWindow() } : s));
    });
    app.addEventListener('error', () => live && setState({ kind: 'failed' }));
    const onResize = () => app.onResize();
    window.addEventListener('resize', onResize);
    fetch(`/api/${dentalImages.name}/${imageId}/files/${file.id}`, { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.arrayBuffer();
      })
      .then((bytes) => {
        if (live) app.loadFiles([new File([bytes], 'image.dcm', { type: 'application/dicom' })]);
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
      window.removeEventListener('resize', onResize);
      app.abortAllLoads();
      app.reset();
      appRef.current = null;
    };
  }, [divId, imageId, file.id]);

  // dwv names the file's own windows Default0, Default1…, and the values' whole range minmax.
  const presetLabel = (name: string) => {
    if (name === 'minmax') return t('Full range');
    const n = /^Default(\d*)$/.exec(name)?.[1];
    if (n === undefined) return name;
    return Number(n) > 0 ? `${t('The file’s window')} ${Number(n) + 1}` : t('The file’s window');
  };
  const choose = (next: Tool | null) => {
    if (!next || !appRef.current || state.kind !== 'shown') return;
    setTool(next);
    appRef.current.setTool(next);
    if (next === 'Draw') appRef.current.setToolFeatures({ shapeName: 'Ruler' });
  };
  const reset = () => {
    const app = appRef.current;
    const controller = app && controllerOf(app);
    if (!app || !controller) return;
    app.resetZoomPan();
    const first = state.kind === 'shown' ? state.presets[0] : undefined;
    if (first) {
      controller.setWindowLevelPreset(first);
      setPreset(first);
    }
  };

  return (
    <Stack spacing={1} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="subtitle2" component="p" sx={{ flex: 1, minWidth: 120 }} noWrap title={caption}>
          {caption}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={tool}
          onChange={(_, next: Tool | null) => choose(next)}
          aria-label={t('Drag to')}
          disabled={state.kind !== 'shown'}
        >
          <ToggleButton value="WindowLevel">{t('Window/level')}</ToggleButton>
          <ToggleButton value="ZoomAndPan">{t('Pan and zoom')}</ToggleButton>
          <ToggleButton value="Draw">{t('Measure')}</ToggleButton>
        </ToggleButtonGroup>
        {state.kind === 'shown' && state.presets.length > 1 && (
          <TextField
            select
            size="small"
            label={t('Window preset')}
            value={preset}
            onChange={(e) => {
              setPreset(e.target.value);
              appRef.current && controllerOf(appRef.current)?.setWindowLevelPreset(e.target.value);
            }}
            sx={{ minWidth: 140 }}
          >
            {state.presets.map((name) => (
              <MenuItem key={name} value={name}>
                {presetLabel(name)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button size="small" onClick={reset} disabled={state.kind !== 'shown'}>
          {t('Reset window')}
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite" data-testid="dicom-window">
        {state.kind === 'loading'
          ? t('Loading the DICOM file…')
          : state.kind === 'failed'
            ? t('This DICOM file could not be shown. Download it to open it in your imaging software.')
            : state.window
              ? t('Window {{width}} · Level {{center}}', {
                  width: Math.round(state.window.width),
                  center: Math.round(state.window.center),
                })
              : ''}
      </Typography>
      <Box
        id={divId}
        role="img"
        aria-label={caption}
        data-testid="dicom-view"
        sx={{
          flex: 1,
          minHeight: 240,
          position: 'relative',
          bgcolor: 'common.black',
          borderRadius: 1,
          overflow: 'hidden',
          filter,
          cursor: tool === 'WindowLevel' ? 'crosshair' : tool === 'ZoomAndPan' ? 'move' : 'default',
          '& canvas': { display: 'block' },
        }}
      />
    </Stack>
  );
}
