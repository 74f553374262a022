// Runs inside a worker thread: untrusted document bytes are only ever parsed here, so a hostile
// file can exhaust this thread's time or heap, never the service's.
import { parentPort } from 'node:worker_threads';
import { parseStatement } from '../analysis/statements/parse-statement.ts';
import { StatementParseError, type StatementFormat } from '../analysis/statements/statement.types.ts';
import { inspectPdf } from './pdf-inspect.ts';

export type WorkerTask = { id: number; kind: 'inspect-pdf' | 'parse-statement'; format: StatementFormat; bytes: Uint8Array };
export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; reason: string };

parentPort!.on('message', async (task: WorkerTask) => {
  let reply: WorkerReply;
  try {
    const result = task.kind === 'inspect-pdf' ? await inspectPdf(task.bytes) : await parseStatement(task.bytes, task.format);
    reply = { id: task.id, ok: true, result };
  } catch (err) {
    // A StatementParseError says what is wrong with the file; anything else is named as a read failure.
    const reason = err instanceof StatementParseError ? err.message : `The document could not be read: ${(err as Error).message}`;
    reply = { id: task.id, ok: false, reason };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage({ ready: true });
