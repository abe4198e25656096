import fs from 'node:fs';
import path from 'node:path';

/** The embedded database's cluster inside DATA_DIR (what PGlite opens); backups and the lock sit beside it. */
export const clusterDir = (dataDir: string) => path.join(dataDir, 'pg');

const journalOf = (dataDir: string) => path.join(dataDir, 'restore-swap.json');

interface Swap {
  /** Where the live cluster goes (absent: there was none). */
  aside: string;
  /** The cluster that becomes the live one. */
  incoming: string;
}

/**
 * Puts `incoming` in place of DATA_DIR's cluster and the old one at `aside`: two renames on one
 * file system, written down first, so that a process killed between them leaves a journal that
 * the next opening of DATA_DIR settles (settleInterruptedSwap) instead of an empty directory
 * a server would start a new clinic in. The caller holds DATA_DIR's lock.
 */
export function swapCluster(dataDir: string, { aside, incoming }: Swap): void {
  const live = clusterDir(dataDir);
  fs.writeFileSync(journalOf(dataDir), JSON.stringify({ aside, incoming }));
  if (fs.existsSync(live)) fs.renameSync(live, aside);
  fs.renameSync(incoming, live);
  fs.rmSync(journalOf(dataDir));
}

/** After a swap cut between its renames: the old cluster goes back (the restore did not happen). */
export function settleInterruptedSwap(dataDir: string): void {
  const journal = journalOf(dataDir);
  if (!fs.existsSync(journal)) return;
  const { aside } = JSON.parse(fs.readFileSync(journal, 'utf8')) as Swap;
  if (!fs.existsSync(clusterDir(dataDir)) && fs.existsSync(aside)) fs.renameSync(aside, clusterDir(dataDir));
  fs.rmSync(journal);
}
