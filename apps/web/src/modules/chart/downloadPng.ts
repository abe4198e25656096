import { saveBlob } from '../../resources/download';

/** Saves an SVG drawing as a PNG at twice its size (spec 002: Download Odontogram Image). */
export async function downloadSvgAsPng(svg: SVGSVGElement, filename: string): Promise<void> {
  const box = svg.viewBox.baseVal;
  const scale = 2;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(box.width));
  copy.setAttribute('height', String(box.height));
  const source = new XMLSerializer().serializeToString(copy);
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The chart could not be drawn.'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = box.width * scale;
    canvas.height = box.height * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The chart could not be drawn.');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, box.width, box.height);
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The chart could not be drawn.'))), 'image/png'),
    );
    saveBlob(filename, png);
  } finally {
    URL.revokeObjectURL(url);
  }
}
