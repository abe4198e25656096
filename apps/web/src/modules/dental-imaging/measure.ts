/** A point on the picture, in its own pixels. */
export interface PicturePoint {
  x: number;
  y: number;
}

/** `0.1 × 0.1` (row spacing × column spacing, mm, as the server writes a DICOM file's) → numbers, or null. */
export function parseSpacing(text: unknown): { row: number; column: number } | null {
  if (typeof text !== 'string') return null;
  const [row, column] = text.split('×').map((p) => Number(p.trim()));
  return row && column && row > 0 && column > 0 ? { row, column } : null;
}

/**
 * The length between two points: in millimetres when the file gives its pixel
 * spacing (rows apart × row spacing, columns apart × column spacing), else in pixels.
 */
export function lengthBetween(
  a: PicturePoint,
  b: PicturePoint,
  spacing: { row: number; column: number } | null,
): { value: string; unit: 'mm' | 'px' } {
  const dx = (b.x - a.x) * (spacing?.column ?? 1);
  const dy = (b.y - a.y) * (spacing?.row ?? 1);
  const length = Math.hypot(dx, dy);
  return spacing ? { value: length.toFixed(1), unit: 'mm' } : { value: String(Math.round(length)), unit: 'px' };
}
