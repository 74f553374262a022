// The port pdfjs's two halves talk over when both run in one thread (open-pdf.ts). pdfjs's own
// (LoopbackPort) deep-copies every message with structuredClone, as a real worker's port would;
// most of what a text extraction sends is the text itself, a few hundred items a page. Those
// messages, and the stream's flow-control messages, cross here without the deep copy; everything
// else is still copied, because pdfjs reuses some of what it has sent (an operator list's arrays
// are emptied right after each chunk goes out).

/** pdfjs's stream message kinds (StreamKind in its message handler). */
const ENQUEUE = 4;
const PULL = 6;
/** Messages of these kinds carry only numbers and flags, unless they carry an error (`reason`). */
const FLOW_CONTROL = new Set([3 /* CLOSE */, PULL, 7 /* PULL_COMPLETE */, 8 /* START_COMPLETE */]);

interface Message {
  stream?: number;
  reason?: unknown;
  chunk?: unknown;
}

/**
 * A chunk of getTextContent's stream: `{ items, styles, lang }`. After sending one, pdfjs gives its
 * builder a new `items` array and `styles` object and never touches the sent items again, so a
 * copy of the chunk's own fields is enough. Checked by shape: nothing else pdfjs streams has both.
 */
function isTextChunk(chunk: unknown): chunk is { items: unknown[]; styles: object } {
  const c = chunk as { items?: unknown; styles?: unknown } | null;
  return typeof c === 'object' && c !== null && Array.isArray(c.items) && typeof c.styles === 'object' && c.styles !== null && !('fnArray' in c);
}

function delivered(message: unknown, transfer: Transferable[] | undefined): unknown {
  const m = message as Message;
  if (m !== null && typeof m === 'object' && m.stream !== undefined && !transfer?.length) {
    if (FLOW_CONTROL.has(m.stream) && !('reason' in m)) return { ...m };
    if (m.stream === ENQUEUE && isTextChunk(m.chunk)) return { ...m, chunk: { ...m.chunk } };
  }
  return structuredClone(message, transfer ? { transfer } : undefined);
}

type Listener = (event: { data: unknown }) => void;

/** One port both halves listen on (each takes only the messages addressed to it), as pdfjs's own. */
export class InThreadPort {
  #listeners = new Map<Listener, (() => void) | null>();
  #deferred = Promise.resolve();

  postMessage(message: unknown, transfer?: Transferable[]): void {
    const event = { data: delivered(message, transfer) };
    // Delivered later, never during the sender's call: pdfjs relies on it, as on a real port.
    void this.#deferred.then(() => {
      for (const [listener] of this.#listeners) listener.call(this, event);
    });
  }

  addEventListener(_type: 'message', listener: Listener, options?: { signal?: AbortSignal }): void {
    let unhook: (() => void) | null = null;
    const signal = options?.signal;
    if (signal) {
      if (signal.aborted) return;
      const onAbort = () => this.removeEventListener('message', listener);
      signal.addEventListener('abort', onAbort);
      unhook = () => signal.removeEventListener('abort', onAbort);
    }
    this.#listeners.set(listener, unhook);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.#listeners.get(listener)?.();
    this.#listeners.delete(listener);
  }

  terminate(): void {
    for (const [, unhook] of this.#listeners) unhook?.();
    this.#listeners.clear();
  }
}
