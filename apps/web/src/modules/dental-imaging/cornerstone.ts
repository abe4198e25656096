import { init as initCore, metaData, RenderingEngine, setUseCPURendering, utilities } from '@cornerstonejs/core';
import { init as initLoader, wadouri } from '@cornerstonejs/dicom-image-loader';

let ready = false;

/**
 * Cornerstone3D set up once per page: drawn on a 2D canvas (a dental picture is one slice; no
 * WebGL needed, so it draws on any machine), and the DICOM loader's decoding worker (RLE, JPEG
 * lossless, JPEG 2000, JPEG-LS…). Vite bundles that worker (`new Worker(new URL(…))`) and the
 * codecs' WebAssembly files it names (`new URL('<codec package>/decodewasm', import.meta.url)`)
 * into `dist/assets/` by itself: nothing to copy by hand.
 */
export function setUp(): void {
  if (ready) return;
  initCore();
  setUseCPURendering(true);
  initLoader({ maxWebWorkers: 1 });
  ready = true;
}

/** Hands bytes already fetched to the loader: an image id (`dicomfile:N`) it reads them from. */
export const register = (bytes: ArrayBuffer): string => wadouri.fileManager.add(new Blob([bytes]));

export { metaData, RenderingEngine, utilities, wadouri };
