import fs from 'node:fs';
import path from 'node:path';
import { lockHolder, openPglite, takeLock } from '../db/client.js';
import { clusterDir, settleInterruptedSwap, swapCluster } from '../db/data-dir-swap.js';
import { BackupRejected } from './rejected.js';
import { checkRestoredCopy, type EngineRestore } from './restored-check.js';
import { restoreStamp } from './stamp.js';

const ASIDE = 'pg.before-restore-';
const SCRATCH = 'restore-';

/** DATA_DIR held for the whole restore or undo, so that no server opens it meanwhile. */
function holdDataDir<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const pid = lockHolder(dataDir);
  if (pid) throw new BackupRejected(`The server (process ${pid}) is using ${dataDir}: stop it, then restore.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = takeLock(dataDir);
  settleInterruptedSwap(dataDir);
  return work().finally(release);
}

/**
 * Restores an embedded-database backup (already verified) into DATA_DIR/restore-<time>, checks it
 * there, and only then swaps it in for DATA_DIR/pg; the old cluster stays as DATA_DIR/pg.before-restore-<time>
 * (returned; null when there was none). On failure DATA_DIR/pg was never touched and the new directory is removed.
 */
export const restorePglite: EngineRestore = (dataDir, file, manifest, progress = () => {}) =>
  holdDataDir(dataDir, async () => {
    // Left by a restore that was killed: none can be running while DATA_DIR's lock is ours.
    for (const old of fs.readdirSync(dataDir).filter((f) => f.startsWith(SCRATCH)))
      fs.rmSync(path.join(dataDir, old), { recursive: true, force: true });
    const stamp = restoreStamp();
    const scratch = path.join(dataDir, `${SCRATCH}${stamp}`);
    progress(`Restoring ${file} into ${scratch} to check it…\n`);
    try {
      await checkRestoredCopy(() => openPglite(scratch, new Blob([fs.readFileSync(file)])), manifest);
    } catch (e) {
      fs.rmSync(scratch, { recursive: true, force: true });
      throw e;
    }
    const aside = path.join(dataDir, `${ASIDE}${stamp}`);
    const hadData = fs.existsSync(clusterDir(dataDir));
    swapCluster(dataDir, { aside, incoming: clusterDir(scratch) });
    fs.rmSync(scratch, { recursive: true, force: true });
    return hadData ? aside : null;
  });

/** Puts back the cluster the last restore set aside; the one it replaces stays as DATA_DIR/pg.undone-<time>. */
export function undoPglite(dataDir: string): Promise<{ restored: string; aside: string }> {
  return holdDataDir(dataDir, async () => {
    const previous = fs
      .readdirSync(dataDir)
      .filter((f) => f.startsWith(ASIDE))
      .sort()
      .at(-1);
    if (!previous)
      throw new BackupRejected(`There is no earlier database to go back to in ${dataDir} (no ${ASIDE}<time>).`);
    const aside = path.join(dataDir, `pg.undone-${restoreStamp()}`);
    swapCluster(dataDir, { aside, incoming: path.join(dataDir, previous) });
    return { restored: path.join(dataDir, previous), aside };
  });
}
