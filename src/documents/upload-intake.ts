import type { FastifyRequest } from 'fastify';
import { AppError, validationError, type FieldError } from '../shared/errors.ts';
import { unstorableFieldError, unstorableIn } from '../shared/storable-text.ts';
import { FileTooLargeError, type BlobStore, type StagedFile } from './blob-store.ts';

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

export interface ReceivedFile {
  /** Position among the request's files: errors name it `files.<index>`. */
  index: number;
  filename: string;
  staged: StagedFile;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

const FORM_FIELDS = ['module_type', 'document_category'] as const;
const FILE_FIELD = 'files';

/**
 * Reads a multipart upload in whatever order its parts come: every file is streamed to the blob
 * store's scratch area (hashed, size-limited) and the form fields are collected. Nothing is kept
 * yet; on any error every staged file is removed.
 */
export async function receiveUpload(request: FastifyRequest, blobs: BlobStore, limits: UploadLimits): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Uploads must be multipart/form-data with one or more `files` parts');
  }
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const errors: FieldError[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, fieldSize: 1024, parts: limits.maxFiles + 20 },
    });
    let fileIndex = 0;
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          errors.push({ field: part.fieldname, error: `is not a field of this form (files go in \`${FILE_FIELD}\`)` });
          continue;
        }
        const index = fileIndex++;
        const badName = unstorableIn(part.filename ?? '');
        if (badName) {
          part.file.resume();
          errors.push({ field: `${FILE_FIELD}.${index}`, error: `has a name that contains ${badName}, which cannot be stored` });
          continue;
        }
        const staged = await blobs.stage(part.file, limits.maxFileBytes).catch((err: unknown) => {
          throw tooLarge(err, limits) ?? err;
        });
        if (part.file.truncated) {
          await blobs.discard(staged);
          throw fileTooLarge(limits);
        }
        files.push({ index, filename: safeFilename(part.filename), staged });
      } else if (!(FORM_FIELDS as readonly string[]).includes(part.fieldname)) {
        errors.push({ field: part.fieldname, error: 'is not a field of this form' });
      } else if (part.fieldname in fields) {
        errors.push({ field: part.fieldname, error: 'is given more than once' });
      } else {
        const value = String(part.value);
        const bad = unstorableIn(value);
        if (bad) errors.push(unstorableFieldError(part.fieldname, bad));
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    await Promise.all(files.map((f) => blobs.discard(f.staged)));
    throw tooLarge(err, limits) ?? malformed(err);
  }
  if (errors.length > 0) {
    await Promise.all(files.map((f) => blobs.discard(f.staged)));
    throw validationError(errors);
  }
  return { fields, files };
}

function fileTooLarge(limits: UploadLimits) {
  return new AppError('payload_too_large', `A file is larger than the limit of ${formatBytes(limits.maxFileBytes)}`);
}

function tooLarge(err: unknown, limits: UploadLimits): AppError | undefined {
  const code = (err as { code?: string }).code;
  if (err instanceof FileTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limits);
  if (code === 'FST_FILES_LIMIT') return new AppError('payload_too_large', `At most ${limits.maxFiles} files may be uploaded in one request`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('payload_too_large', 'The form has too many parts');
  return undefined;
}

function malformed(err: unknown): Error {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code ?? '';
  const message = (err as Error).message ?? '';
  if (code.startsWith('FST_') || /multipart|boundary|unexpected end of form/i.test(message)) {
    return validationError([{ field: 'body', error: 'is not a complete multipart/form-data body' }], `Malformed upload: ${message}`);
  }
  return err as Error;
}

/** The name to show back: the last path segment, printable characters only, at most 255. */
export function safeFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'upload' : clean;
}

function formatBytes(n: number): string {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MB` : `${n} bytes`;
}
