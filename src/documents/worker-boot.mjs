// Worker threads do not inherit the TypeScript loader: register it when the worker's module is
// TypeScript (not when the service runs compiled from dist/), then load the module.
import fs from 'node:fs';
import os from 'node:os';
import { workerData } from 'node:worker_threads';

// Reading files and analysing runs at a lower CPU priority than the thread that answers requests,
// so a busy pool on a busy machine does not slow every request down (Linux: a thread is a task
// with its own nice value; elsewhere this is skipped).
if (workerData.nice) {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, workerData.nice);
  } catch {
    /* not Linux, or not allowed: the thread keeps the process's priority */
  }
}

if (workerData.entry.endsWith('.ts')) (await import('tsx/esm/api')).register();
await import(workerData.entry);
