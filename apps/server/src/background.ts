/**
 * Runs `task` every `intervalMs` in the background until the returned function is called. A round still
 * under way when the next is due is not doubled (that tick is skipped); an error goes to `log`, never thrown;
 * the timer keeps no process alive. The reminders, the outbox and the write-row folds run on it.
 */
export function repeatInBackground(
  intervalMs: number,
  task: () => Promise<unknown>,
  log: (err: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
