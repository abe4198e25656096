/**
 * At most `max` restarts within any `windowMs`: a thing that dies more often than that has a cause
 * that starting it again does not remove, and its owner should give up.
 */
export class RestartBudget {
  private readonly restarts: number[] = [];

  constructor(
    readonly max = 3,
    readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one restart if the budget still has one; false when it is spent. */
  take(): boolean {
    const now = this.now();
    while (this.restarts.length > 0 && now - (this.restarts[0] ?? now) >= this.windowMs) this.restarts.shift();
    if (this.restarts.length >= this.max) return false;
    this.restarts.push(now);
    return true;
  }
}
