import { imageSize, ImageTooLargeError, UnreadableImageError } from './normalise-image.ts';

export type ImageInspection = { ok: true; width: number; height: number } | { ok: false; reason: string };

/** Decodes an image's header far enough to know it opens and is within the pixel limit. */
export async function inspectImage(bytes: Uint8Array, maxPixels?: number): Promise<ImageInspection> {
  try {
    return { ok: true, ...(await imageSize(bytes, maxPixels)) };
  } catch (err) {
    if (err instanceof ImageTooLargeError || err instanceof UnreadableImageError) return { ok: false, reason: err.message };
    return { ok: false, reason: `The image cannot be read: ${(err as Error).message}` };
  }
}
