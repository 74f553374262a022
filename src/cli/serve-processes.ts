import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config/config.ts';
import { bootstrapFirstAccount, configuredSecretBox, firstStartBanner, openConfiguredStore, serve } from '../main.ts';
import { checkSecretKey } from '../shared/secret-key-check.ts';

/**
 * `underwrite serve --processes N`: N service processes sharing one port (node:cluster hands each
 * new connection to the next process), so the API uses every core. Needs PostgreSQL: the embedded
 * database serves one process. This process only starts, restarts and stops them; it migrates and
 * makes the first account itself, so the first-start banner prints once.
 */
export async function serveProcesses(config: Config, opts: { worker: boolean; processes: number }): Promise<void> {
  if (cluster.isWorker) {
    await serve(config, opts);
    return;
  }
  if (!config.DATABASE_URL) {
    throw new Error('serve --processes needs DATABASE_URL: the embedded database serves one process (run "underwrite serve" alone)');
  }
  const store = await openConfiguredStore(config);
  try {
    const box = configuredSecretBox(config);
    await store.migrate();
    await checkSecretKey(store.db, box);
    const created = await bootstrapFirstAccount(store, box, config);
    if (created) process.stdout.write(firstStartBanner(created, config.PUBLIC_URL) + '\n');
  } finally {
    await store.close();
  }

  let stopping = false;
  const started = Date.now();
  const fork = (): Worker => cluster.fork();
  cluster.on('exit', (w, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A process that dies at once would die again: give up rather than spin.
    if (Date.now() - started < 10_000) {
      process.stderr.write(`underwrite: a service process exited during start (${signal ?? code}); stopping\n`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    process.stderr.write(`underwrite: service process ${w.process.pid} exited (${signal ?? code}); starting another\n`);
    fork();
  });
  for (let i = 0; i < opts.processes; i++) fork();

  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Each process finishes its own in-flight work (its SIGTERM handler), then exits.
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
