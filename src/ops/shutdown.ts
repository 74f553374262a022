export interface ShutdownCoordinator {
  /** True from the first SIGTERM/SIGINT: readiness answers 503 at once. */
  draining(): boolean;
  /**
   * Handles SIGTERM and SIGINT: the first starts `stop(deadline)` (everything must be done by
   * `deadline`, a Date.now() value) and exits 0 when it ends, 1 if it throws; a second signal exits
   * at once. A stop still running past the grace period (plus a margin for closing) exits 1.
   */
  onSignal(stop: (deadline: number) => Promise<void>): () => void;
}

const CLOSE_MARGIN_MS = 5_000;
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const;

export function shutdownCoordinator(opts: {
  graceMs: number;
  log: (msg: string, fields?: Record<string, unknown>) => void;
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
            opts.log('second signal: exiting at once', { signal });
            return exit(SIGNAL_EXIT[signal]);
          }
          draining = true;
          const deadline = Date.now() + opts.graceMs;
          opts.log('shutting down', { signal, grace_ms: opts.graceMs });
          setTimeout(() => {
            opts.log('shutdown did not finish in time: exiting', { signal });
            exit(1);
          }, opts.graceMs + CLOSE_MARGIN_MS).unref();
          stop(deadline).then(
            () => exit(0),
            (err: unknown) => {
              opts.log('shutdown failed', { err: (err as Error).message });
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
