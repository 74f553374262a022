/** Whose work a task is: fairness is kept between accounts, and between cases within an account. */
export interface TaskOwner {
  accountId: string;
  caseId?: string | null;
}

/** Tasks without an owner (start-up checks, tests) share one bucket that no cap applies to. */
const NOBODY = '';

/**
 * Waiting tasks taken round-robin over accounts, and within an account round-robin over its cases;
 * an account with `perAccount` tasks running is passed over until one ends. The next account is the
 * one served least recently (one not served since it was last idle first; ties in the order they
 * queued), so an account that queues its next task while one of its own still runs does not get
 * ahead of one that just arrived. Within an account, maps keep insertion order: taking from a case
 * moves it to the back.
 */
export class FairQueue<T> {
  private readonly waiting = new Map<string, Map<string, T[]>>();
  private readonly running = new Map<string, number>();
  /** When each account was last served (a count of takes); forgotten once it has nothing queued or running. */
  private readonly served = new Map<string, number>();
  private takes = 0;

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
    let account: string | undefined;
    let last = Infinity;
    for (const candidate of this.waiting.keys()) {
      if (!this.mayRun(candidate)) continue;
      const at = this.served.get(candidate) ?? -1;
      if (at < last) [account, last] = [candidate, at];
    }
    if (account === undefined) return undefined;
    const cases = this.waiting.get(account)!;
    const [caseKey, list] = cases.entries().next().value as [string, T[]];
    const item = list.shift()!;
    cases.delete(caseKey);
    if (list.length > 0) cases.set(caseKey, list);
    this.waiting.delete(account);
    if (cases.size > 0) this.waiting.set(account, cases);
    this.running.set(account, (this.running.get(account) ?? 0) + 1);
    this.served.set(account, this.takes++);
    return item;
  }

  /** A task of `owner` taken earlier has ended. */
  done(owner: TaskOwner | undefined): void {
    const account = owner?.accountId ?? NOBODY;
    const n = (this.running.get(account) ?? 0) - 1;
    if (n > 0) this.running.set(account, n);
    else {
      this.running.delete(account);
      if (!this.waiting.has(account)) this.served.delete(account);
    }
  }

  /** Removes and returns every waiting task. */
  drain(): T[] {
    const all = [...this.waiting.values()].flatMap((cases) => [...cases.values()].flat());
    this.waiting.clear();
    for (const account of this.served.keys()) if (!this.running.has(account)) this.served.delete(account);
    return all;
  }
}
