export interface ShutdownCoordinator {
  /** True from the first SIGTERM/SIGINT: readiness answers 503 at once. */
  draining(): boolean;
  /**
   * Handles SIGTERM and SIGINT: the first starts `stop(deadline)` (everything must be done by
   * `deadline`, a Date.now() value) and exits 0 when it ends, 1 if it throws; a second signal exits
   * at once. A stop still closing a margin past the grace period exits 0 all the same: what was
   * cut (a request, a job given back to the queue) is the client's or another worker's to retry.
   */
  onSignal(stop: (deadline: number) => Promise<void>): () => void;
}

const CLOSE_MARGIN_MS = 5_000;
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

export function shutdownCoordinator(opts: {
  graceMs: number;
  log: (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;
  exit?: (code: number) => void;
}): ShutdownCoordinator {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  let handlers: [NodeJS.Signals, () => void][] = [];

  return {
    draining: () => draining,
    onSignal(stop) {
      for (const [signal, handler] of handlers) process.off(signal, handler);
      handlers = (['SIGTERM', 'SIGINT'] as const).map((signal) => [
        signal,
        () => {
          if (draining) {
            opts.log('warn', 'second signal: exiting at once', { signal });
            return exit(SIGNAL_EXIT[signal]);
          }
          draining = true;
          const deadline = Date.now() + opts.graceMs;
          opts.log('info', 'shutting down', { signal, grace_ms: opts.graceMs });
          setTimeout(() => {
            opts.log('warn', 'shutdown still closing after the grace period: exiting', { signal });
            exit(0);
          }, opts.graceMs + CLOSE_MARGIN_MS).unref();
          stop(deadline).then(
            () => exit(0),
            (err: unknown) => {
              opts.log('error', 'shutdown failed', { err: (err as Error).stack ?? String(err) });
              exit(1);
            },
          );
        },
      ]);
      for (const [signal, handler] of handlers) process.on(signal, handler);
      const installed = handlers;
      return () => {
        for (const [signal, handler] of installed) process.off(signal, handler);
      };
    },
  };
}

export const remainingMs = (deadline: number) => Math.max(0, deadline - Date.now());
