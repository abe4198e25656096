// The config is bundled by Vite, which reads the workspace package's TypeScript only by its path.

import { normalizePath } from 'vite';
import { PAGE_HTML } from '../../packages/domain/src/pages.ts';

/**
 * The app's HTML for the admin pages and for the dashboard: index.html with the shell's code (and
 * the dashboard's) named as module preloads, so that the browser asks for it while the entry
 * downloads instead of after the entry has run and drawn (on a phone network, ~0.4 s sooner on the
 * dashboard). The server serves each address its file (pageHtmlFor in @chairside/domain).
 */
const SHELL_MODULE = 'src/shell/shellChunk.ts';
const DASHBOARD_MODULE = 'src/modules/dashboard/DashboardPage.tsx';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
}
interface Asset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, Chunk | Asset>;

interface EmitContext {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
}

/** The chunk's file and the files it imports statically, transitively. */
function closure(bundle: Bundle, file: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

function chunkHolding(bundle: Bundle, source: string): string {
  const chunk = Object.values(bundle).find(
    (c): c is Chunk => c.type === 'chunk' && c.moduleIds.some((id) => normalizePath(id).endsWith(source)),
  );
  if (!chunk) throw new Error(`No chunk holds ${source}: update apps/web/pageHtml.ts`);
  return chunk.fileName;
}

/** index.html with a module preload for each file, in the order given. */
export function withPreloads(html: string, files: Iterable<string>, base = '/'): string {
  const head = /\n(\s*)<\/head>/.exec(html);
  if (!head) throw new Error('index.html has no </head>');
  const indent = `${head[1]}  `;
  const links = [...files].map((file) => `\n${indent}<link rel="modulepreload" crossorigin href="${base}${file}">`);
  return `${html.slice(0, head.index)}${links.join('')}${html.slice(head.index)}`;
}

export function pageHtml() {
  let base = '/';
  return {
    name: 'chairside-page-html',
    apply: 'build' as const,
    enforce: 'post' as const,
    configResolved(config: { base: string }) {
      base = config.base;
    },
    generateBundle(this: EmitContext, _: unknown, bundle: Bundle) {
      const index = bundle[PAGE_HTML.public];
      if (index?.type !== 'asset') return;
      const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      const entry = Object.values(bundle).find((c): c is Chunk => c.type === 'chunk' && c.isEntry);
      if (!entry) throw new Error('The build has no entry chunk');
      const loaded = closure(bundle, entry.fileName);
      const shell = [...closure(bundle, chunkHolding(bundle, SHELL_MODULE))].filter((f) => !loaded.has(f));
      const dashboard = [...closure(bundle, chunkHolding(bundle, DASHBOARD_MODULE))].filter(
        (f) => !loaded.has(f) && !shell.includes(f),
      );
      this.emitFile({ type: 'asset', fileName: PAGE_HTML.admin, source: withPreloads(html, shell, base) });
      this.emitFile({
        type: 'asset',
        fileName: PAGE_HTML.dashboard,
        source: withPreloads(html, [...shell, ...dashboard], base),
      });
    },
  };
}
