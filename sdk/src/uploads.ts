import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A file to upload: from a path, from bytes, or from a stream (read whole before the first attempt). */
export type FileInput =
  | { path: string; filename?: string }
  | { data: Uint8Array | ArrayBuffer; filename: string }
  | { stream: Readable | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>; filename: string };

export interface PreparedFile {
  blob: Blob;
  filename: string;
}

/** Bytes as a Blob (which copies them; a shared buffer is fine). */
export const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]);

async function collect(stream: AsyncIterable<Uint8Array | string>): Promise<Blob> {
  const parts: Uint8Array[] = [];
  for await (const chunk of stream) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return blobOf(Buffer.concat(parts));
}

/**
 * Each file as a Blob that can be sent again on a retry: a path is read from disk at each attempt
 * (`fs.openAsBlob`), bytes are kept, and a stream, which can be read only once, is read into memory.
 * The service recognises the type from the bytes, so no content type is declared.
 */
export async function prepareFiles(files: FileInput[]): Promise<PreparedFile[]> {
  return Promise.all(
    files.map(async (f): Promise<PreparedFile> => {
      if ('path' in f) return { blob: await fs.openAsBlob(f.path), filename: f.filename ?? path.basename(f.path) };
      if ('data' in f) return { blob: blobOf(f.data instanceof ArrayBuffer ? new Uint8Array(f.data) : f.data), filename: f.filename };
      return { blob: await collect(f.stream as AsyncIterable<Uint8Array>), filename: f.filename };
    }),
  );
}

/** The multipart form of an upload: its fields, then one `files` part per file. */
export function uploadForm(fields: Record<string, string>, files: PreparedFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const f of files) form.append('files', f.blob, f.filename);
  return form;
}
