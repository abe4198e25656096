/** Stops a background task: no round starts after the call, and it resolves once the round under way has ended. */
export type StopBackground = () => Promise<void>;

/**
 * Runs `task` every `intervalMs` in the background until the returned function is called. A round still
 * under way when the next is due is not doubled (that tick is skipped); an error goes to `log`, never thrown;
 * the timer keeps no process alive. The reminders, the outbox and the write-row folds run on it. Stopping
 * waits for the round under way: a shutdown closes the database only after it, and a round's statement
 * queued for a connection cannot run after its caller was told the task had stopped.
 */
export function repeatInBackground(
  intervalMs: number,
  task: () => Promise<unknown>,
  log: (err: unknown) => void,
): StopBackground {
  let round: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (round) return;
    round = task()
      .then(() => undefined, log)
      .finally(() => {
        round = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
