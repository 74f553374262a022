/** Whose work a task is: fairness is kept between accounts, and between cases within an account. */
export interface TaskOwner {
  accountId: string;
  caseId?: string | null;
}

/** Tasks without an owner (start-up checks, tests) share one bucket that no cap applies to. */
const NOBODY = '';

/**
 * Waiting tasks taken round-robin over accounts, and within an account round-robin over its cases;
 * an account with `perAccount` tasks running is passed over until one ends. Maps keep insertion
 * order: taking from an account or case moves it to the back.
 */
export class FairQueue<T> {
  private readonly waiting = new Map<string, Map<string, T[]>>();
  private readonly running = new Map<string, number>();

  constructor(private readonly opts: { perAccount: number }) {}

  push(owner: TaskOwner | undefined, item: T): void {
    const account = owner?.accountId ?? NOBODY;
    const caseKey = owner?.caseId ?? '';
    let cases = this.waiting.get(account);
    if (!cases) this.waiting.set(account, (cases = new Map()));
    let list = cases.get(caseKey);
    if (!list) cases.set(caseKey, (list = []));
    list.push(item);
  }

  private mayRun(account: string): boolean {
    return account === NOBODY || (this.running.get(account) ?? 0) < this.opts.perAccount;
  }

  hasRunnable(): boolean {
    for (const account of this.waiting.keys()) if (this.mayRun(account)) return true;
    return false;
  }

  /** The next task to run, counted as running for its account until `done`; undefined when none may run. */
  take(): T | undefined {
    for (const [account, cases] of this.waiting) {
      if (!this.mayRun(account)) continue;
      const [caseKey, list] = cases.entries().next().value as [string, T[]];
      const item = list.shift()!;
      cases.delete(caseKey);
      if (list.length > 0) cases.set(caseKey, list);
      this.waiting.delete(account);
      if (cases.size > 0) this.waiting.set(account, cases);
      this.running.set(account, (this.running.get(account) ?? 0) + 1);
      return item;
    }
    return undefined;
  }

  /** A task of `owner` taken earlier has ended. */
  done(owner: TaskOwner | undefined): void {
    const account = owner?.accountId ?? NOBODY;
    const n = (this.running.get(account) ?? 0) - 1;
    if (n > 0) this.running.set(account, n);
    else this.running.delete(account);
  }

  /** Removes and returns every waiting task. */
  drain(): T[] {
    const all = [...this.waiting.values()].flatMap((cases) => [...cases.values()].flat());
    this.waiting.clear();
    return all;
  }
}
