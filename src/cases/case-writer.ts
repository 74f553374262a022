import type { Store } from '../db/store.ts';
import { writeNewCases, type NewCase } from './create-cases.sql.ts';

interface Pending {
  item: NewCase;
  resolve: () => void;
  reject: (err: unknown) => void;
}

export interface CaseWriterOptions {
  store: Pick<Store, 'db'> & Partial<Pick<Store, 'pool' | 'pglite'>>;
  /** Statements in flight at once: 1 on the embedded database (one session), a few on PostgreSQL. */
  concurrency?: number;
  /** Cases at most in one statement. */
  maxBatch?: number;
  /** Called after a write whose events have deliveries to make. */
  wake?: () => void;
}

/**
 * Group commit for new cases made outside a caller's transaction. The cases that reach the queue in
 * one turn of the event loop, and those arriving while `concurrency` writes are in flight, go
 * together in one statement (create-cases.sql.ts). Each caller still gets
 * its own case and its own event, and learns whether its own case was written: when a statement of
 * several cases fails, each of them is written again on its own, so one bad case fails alone.
 */
export function caseWriter(opts: CaseWriterOptions) {
  const concurrency = opts.concurrency ?? (opts.store.pool ? 4 : 1);
  const maxBatch = opts.maxBatch ?? 100;
  const queue: Pending[] = [];
  let running = 0;

  async function flush(batch: Pending[]) {
    try {
      if (await writeNewCases({ store: opts.store }, batch.map((p) => p.item))) opts.wake?.();
      for (const p of batch) p.resolve();
    } catch (err) {
      if (batch.length === 1) return batch[0].reject(err);
      for (const p of batch) {
        try {
          if (await writeNewCases({ store: opts.store }, [p.item])) opts.wake?.();
          p.resolve();
        } catch (own) {
          p.reject(own);
        }
      }
    }
  }

  let scheduled = false;

  function pump() {
    while (running < concurrency && queue.length > 0) {
      running++;
      void flush(queue.splice(0, maxBatch)).finally(() => {
        running--;
        schedule();
      });
    }
  }

  // A write starts after the requests already read in this turn of the event loop have reached
  // the queue (setImmediate runs after the I/O callbacks): a burst goes in one statement, and a
  // lone request waits for nothing but that turn.
  function schedule() {
    if (scheduled || queue.length === 0 || running >= concurrency) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      pump();
    });
  }

  return {
    /** Resolves once the case, its modules and its event are committed; rejects when they were not written. */
    write(item: NewCase): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}

export type CaseWriter = ReturnType<typeof caseWriter>;
