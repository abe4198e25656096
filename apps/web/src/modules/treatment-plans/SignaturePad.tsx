import { Box, Button, Stack, Typography } from '@mui/material';
import { type PointerEvent, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

const WIDTH = 480;
const HEIGHT = 160;

interface SignaturePadProps {
  /** The drawing as a PNG data URL, or null once cleared. */
  onChange(png: string | null): void;
  label: string;
}

/**
 * Where the patient signs with a finger, a pen or the mouse: pointer events
 * (one code path for all three), drawn on a canvas, read back as a PNG.
 * `touch-action: none` keeps a finger from scrolling the page instead.
 */
export function SignaturePad({ onChange, label }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - box.left) * WIDTH) / box.width, y: ((e.clientY - box.top) * HEIGHT) / box.height };
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    last.current = point(e);
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = canvas.current?.getContext('2d');
    if (!last.current || !ctx) return;
    const next = point(e);
    ctx.lineWidth = e.pressure > 0 && e.pointerType === 'pen' ? 1 + e.pressure * 3 : 2.5;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#111';
    ctx.beginPath();
    ctx.moveTo(last.current.x, last.current.y);
    ctx.lineTo(next.x, next.y);
    ctx.stroke();
    last.current = next;
  };
  const up = () => {
    if (!last.current) return;
    last.current = null;
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t(label)}
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t(label)}
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={clear}>
          {t('Clear')}
        </Button>
      </Stack>
    </Box>
  );
}
