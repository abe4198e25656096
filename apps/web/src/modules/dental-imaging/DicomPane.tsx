import { dentalImages, type StoredFile } from '@chairside/domain';
import type { Types } from '@cornerstonejs/core';
import { Box, Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { metaData, RenderingEngine, register, setUp, utilities, wadouri } from './cornerstone';
import { lengthBetween, type PicturePoint, parseSpacing } from './measure';

/** What a drag on the picture does. */
type Tool = 'WindowLevel' | 'ZoomAndPan' | 'Measure';

interface Window {
  center: number;
  width: number;
}

/** A window the menu offers: the file's own ones (Window Center/Width), then the values' whole range. */
interface Preset extends Window {
  /** The file's n-th window (0 for the first), or the full range. */
  kind: number | 'full';
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'shown'; window: Window; presets: Preset[]; range: [number, number] };

const asNumbers = (v: unknown): number[] =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).map(Number).filter(Number.isFinite);

/** The file's own windows, as the loader read them from its header. */
function filePresets(imageId: string): Preset[] {
  const voi = metaData.get('voiLutModule', imageId) as { windowCenter?: unknown; windowWidth?: unknown } | undefined;
  const centers = asNumbers(voi?.windowCenter);
  const widths = asNumbers(voi?.windowWidth);
  return centers.flatMap((center, i) => {
    const width = widths[i];
    return width !== undefined && width > 0 ? [{ kind: i, center, width }] : [];
  });
}

const toRange = (w: Window) => utilities.windowLevel.toLowHighRange(w.width, w.center);

/**
 * A DICOM file drawn by Cornerstone3D on its own 12/16-bit values: a drag
 * changes the window (width, sideways) and level (centre, up and down),
 * starting from the file's own Window Center/Width (else its value range); the
 * file's windows and the full range are offered, Reset puts the first back.
 * Pan (drag) and zoom (wheel) are another tool; Measure takes two clicks and
 * gives their length as the other viewer does (`measure.ts`: mm from the
 * record's pixel spacing, else pixels). The bytes come from the
 * record's file download, under its read permission, and are handed to the
 * loader. A chunk of its own: only a DICOM preview loads Cornerstone.
 */
export default function DicomPane({
  imageId,
  file,
  caption,
  filter,
  pixelSpacing,
}: {
  imageId: number;
  file: StoredFile;
  caption: string;
  /** The record's pixel spacing as the server read it (`row × column` mm), for the measurement. */
  pixelSpacing: unknown;
  /** The viewer's brightness, contrast and invert, laid over what Cornerstone draws. */
  filter: string;
}) {
  const { t } = useTranslation();
  const key = useId().replace(/[^a-zA-Z0-9]/g, '');
  const elementRef = useRef<HTMLDivElement | null>(null);
  const viewportRef = useRef<Types.IStackViewport | null>(null);
  const dragRef = useRef<{ x: number; y: number } | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [tool, setTool] = useState<Tool>('WindowLevel');
  const [preset, setPreset] = useState(0);
  const [points, setPoints] = useState<PicturePoint[]>([]);
  // Bumped when the picture moves under the marks (pan, zoom, resize): they are placed again.
  const [, setMoved] = useState(0);
  const moved = useCallback(() => setMoved((n) => n + 1), []);

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    let live = true;
    setUp();
    const engine = new RenderingEngine(`dicom-${key}-${imageId}-${file.id}`);
    engine.enableElement({ viewportId: 'main', type: 'stack' as Types.PublicViewportInput['type'], element });
    const viewport = engine.getViewport('main') as Types.IStackViewport;
    let fileImageId: string | null = null;
    const onResize = () => {
      engine.resize(true, true);
      moved();
    };
    window.addEventListener('resize', onResize);
    fetch(`/api/${dentalImages.name}/${imageId}/files/${file.id}`, { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.arrayBuffer();
      })
      .then(async (bytes) => {
        if (!live) return;
        fileImageId = register(bytes);
        await viewport.setStack([fileImageId]);
        if (!live) return;
        const image = viewport.getCornerstoneImage();
        const range: [number, number] = [image.minPixelValue, image.maxPixelValue];
        const full = utilities.windowLevel.toWindowLevel(range[0], range[1]);
        const presets: Preset[] = [
          ...filePresets(fileImageId),
          { kind: 'full', center: full.windowCenter, width: full.windowWidth },
        ];
        const first = presets[0] as Preset;
        viewport.setProperties({ voiRange: toRange(first) });
        viewport.render();
        viewportRef.current = viewport;
        setPreset(0);
        setState({ kind: 'shown', window: first, presets, range });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
      viewportRef.current = null;
      window.removeEventListener('resize', onResize);
      engine.destroy();
      const index = fileImageId && /^dicomfile:(\d+)$/.exec(fileImageId)?.[1];
      if (index) wadouri.fileManager.remove(Number(index));
    };
  }, [key, imageId, file.id, moved]);

  const showWindow = (w: Window) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    viewport.setProperties({ voiRange: toRange(w) });
    viewport.render();
    setState((s) => (s.kind === 'shown' ? { ...s, window: w } : s));
  };
  const choosePreset = (index: number) => {
    const next = state.kind === 'shown' ? state.presets[index] : undefined;
    if (!next) return;
    setPreset(index);
    showWindow(next);
  };
  const reset = () => {
    viewportRef.current?.resetCamera();
    moved();
    choosePreset(0);
  };
  const shownId = () => viewportRef.current?.getCurrentImageId();
  // Canvas (layout) pixels ↔ the picture's own pixels, through the camera.
  const toPicture = (x: number, y: number): PicturePoint | null => {
    const viewport = viewportRef.current;
    const id = shownId();
    if (!viewport || !id) return null;
    const [column, row] = utilities.worldToImageCoords(id, viewport.canvasToWorld([x, y])) ?? [];
    return column === undefined || row === undefined ? null : { x: column, y: row };
  };
  const toCanvas = (p: PicturePoint): Types.Point2 | null => {
    const viewport = viewportRef.current;
    const id = shownId();
    const world = id && utilities.imageToWorldCoords(id, [p.x, p.y]);
    return viewport && world ? viewport.worldToCanvas(world) : null;
  };
  const spacing = parseSpacing(pixelSpacing);
  const [a, b] = points;
  const length = a && b ? lengthBetween(a, b, spacing) : null;
  const marks = points.map(toCanvas).filter((p): p is Types.Point2 => p !== null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (state.kind !== 'shown' || e.button !== 0) return;
    if (tool === 'Measure') {
      const rect = e.currentTarget.getBoundingClientRect();
      const point = toPicture(e.clientX - rect.left, e.clientY - rect.top);
      if (point) setPoints((p) => (p.length >= 2 ? [point] : [...p, point]));
      return;
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    dragRef.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const last = dragRef.current;
    const viewport = viewportRef.current;
    if (!last || !viewport || state.kind !== 'shown') return;
    const dx = e.clientX - last.x;
    const dy = e.clientY - last.y;
    dragRef.current = { x: e.clientX, y: e.clientY };
    if (tool === 'WindowLevel') {
      // As most viewers do: a step of about 1/512 of the values' range per pixel dragged.
      const step = Math.max(1, (state.range[1] - state.range[0]) / 512);
      const { center, width } = state.window;
      showWindow({ center: center + dy * step, width: Math.max(1, width + dx * step) });
      return;
    }
    const rect = e.currentTarget.getBoundingClientRect();
    const from = viewport.canvasToWorld([last.x - rect.left, last.y - rect.top]);
    const to = viewport.canvasToWorld([e.clientX - rect.left, e.clientY - rect.top]);
    const { focalPoint, position } = viewport.getCamera();
    if (!focalPoint || !position) return;
    const move = (p: Types.Point3): Types.Point3 => [
      p[0] - to[0] + from[0],
      p[1] - to[1] + from[1],
      p[2] - to[2] + from[2],
    ];
    viewport.setCamera({ focalPoint: move(focalPoint), position: move(position) });
    viewport.render();
    moved();
  };
  const onPointerUp = () => {
    dragRef.current = null;
  };
  useEffect(() => {
    const element = elementRef.current;
    if (!element || tool !== 'ZoomAndPan') return;
    const onWheel = (e: WheelEvent) => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      e.preventDefault();
      viewport.setZoom(viewport.getZoom() * (e.deltaY < 0 ? 1.1 : 1 / 1.1));
      viewport.render();
      moved();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [tool, moved]);

  const presetLabel = (p: Preset) =>
    p.kind === 'full'
      ? t('Full range')
      : p.kind > 0
        ? `${t('The file’s window')} ${p.kind + 1}`
        : t('The file’s window');

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
          onChange={(_, next: Tool | null) => {
            if (!next) return;
            setTool(next);
            setPoints([]);
          }}
          aria-label={t('Drag to')}
          disabled={state.kind !== 'shown'}
        >
          <ToggleButton value="WindowLevel">{t('Window/level')}</ToggleButton>
          <ToggleButton value="ZoomAndPan">{t('Pan and zoom')}</ToggleButton>
          <ToggleButton value="Measure">{t('Measure')}</ToggleButton>
        </ToggleButtonGroup>
        {state.kind === 'shown' && state.presets.length > 1 && (
          <TextField
            select
            size="small"
            label={t('Window preset')}
            value={preset}
            onChange={(e) => choosePreset(Number(e.target.value))}
            sx={{ minWidth: 140 }}
          >
            {state.presets.map((p, i) => (
              <MenuItem key={String(p.kind)} value={i}>
                {presetLabel(p)}
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
            : t('Window {{width}} · Level {{center}}', {
                width: Math.round(state.window.width),
                center: Math.round(state.window.center),
              })}
      </Typography>
      {tool === 'Measure' && (
        <Typography variant="body2" aria-live="polite" data-testid="measure-result">
          {length
            ? t('Length {{value}} {{unit}}', { value: length.value, unit: length.unit })
            : t('Click two points on the picture to measure.')}
        </Typography>
      )}
      <Box
        ref={elementRef}
        role="img"
        aria-label={caption}
        data-testid="dicom-view"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onContextMenu={(e) => e.preventDefault()}
        sx={{
          flex: 1,
          minHeight: 240,
          position: 'relative',
          bgcolor: 'common.black',
          borderRadius: 1,
          overflow: 'hidden',
          touchAction: 'none',
          filter,
          cursor: tool === 'ZoomAndPan' ? 'move' : 'crosshair',
          '& canvas': { display: 'block' },
        }}
      >
        {marks.length > 0 && (
          <svg
            aria-hidden
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', zIndex: 1 }}
          >
            {marks[0] && marks[1] && (
              <line
                x1={marks[0][0]}
                y1={marks[0][1]}
                x2={marks[1][0]}
                y2={marks[1][1]}
                stroke="#ffeb3b"
                strokeWidth={2}
              />
            )}
            {marks.map(([x, y]) => (
              <circle key={`${x}-${y}`} cx={x} cy={y} r={4} fill="#ffeb3b" />
            ))}
          </svg>
        )}
      </Box>
    </Stack>
  );
}
