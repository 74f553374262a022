// Where a recognised word is on the page as shown. OCR reads a picture made from the page: turned
// upright (EXIF), the sheet cut out of the photo and warped straight, scaled to ~300 dpi, deskewed.
// Each of those steps is kept as data (normalise-image.ts), and a word's box is taken back through
// them to the page the marked-page route draws (render-page.ts): PDF points for a scanned PDF page,
// the upright picture's own pixels for a photo, from the top-left. Pure.
import { homography, type Point } from './find-page.ts';

export interface Size {
  width: number;
  height: number;
}

/**
 * One step from the upright picture towards the one recognised, in the order applied:
 * - `sheet`: the quadrilateral `corners` (top-left, top-right, bottom-right, bottom-left, in the
 *   step's input pixels) warped to an upright rectangle `to` (perspective and crop);
 * - `scale`: resized from `from` to `to`;
 * - `rotate`: turned `degrees` clockwise about the centre onto a canvas `to` that holds it all
 *   (sharp's rotate: the deskew, or a quarter turn for a page found lying on its side).
 */
export type GeometryStep =
  | { kind: 'sheet'; corners: Point[]; to: Size }
  | { kind: 'scale'; from: Size; to: Size }
  | { kind: 'rotate'; degrees: number; from: Size; to: Size };

export interface PictureGeometry {
  /** The picture as decoded, turned upright by its EXIF orientation (1–8; 1 when it says none). */
  picture: Size;
  orientation: number;
  steps: GeometryStep[];
}

/** A rectangle in page units from the page's top-left (the contract's signal box). */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A box in the recognised picture's pixels. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A point of the recognised picture back on the step's input: the step undone. */
function undo(step: GeometryStep): (p: Point) => Point {
  switch (step.kind) {
    case 'sheet': {
      const { width: w, height: h } = step.to;
      const toInput = homography([[0, 0], [w, 0], [w, h], [0, h]], step.corners);
      return ([x, y]) => toInput(x, y);
    }
    case 'scale': {
      const sx = step.from.width / step.to.width;
      const sy = step.from.height / step.to.height;
      return ([x, y]) => [x * sx, y * sy];
    }
    case 'rotate': {
      const t = (step.degrees * Math.PI) / 180;
      const cos = Math.cos(t);
      const sin = Math.sin(t);
      const [cx, cy] = [step.to.width / 2, step.to.height / 2];
      const [ix, iy] = [step.from.width / 2, step.from.height / 2];
      // Forward (y down, clockwise): x' = x cos − y sin, y' = x sin + y cos about the centres.
      return ([x, y]) => {
        const dx = x - cx;
        const dy = y - cy;
        return [ix + dx * cos + dy * sin, iy - dx * sin + dy * cos];
      };
    }
  }
}

/**
 * Maps boxes of the recognised picture onto the page: `page` is the page's size in its own units
 * (PDF points of a scanned page; for a photo, the upright picture's size, its own pixels). Each box's
 * four corners go back through the steps (a perspective warp turns a rectangle into a quadrilateral);
 * the box returned encloses them, clipped to the page; null when nothing of it is on the page.
 */
export function pageMapper(geometry: PictureGeometry, page: Size = geometry.picture): (box: PixelBox) => PageBox | null {
  const undoAll = geometry.steps.map(undo).reverse();
  const kx = page.width / geometry.picture.width;
  const ky = page.height / geometry.picture.height;
  return (box) => {
    const corners: Point[] = [[box.x0, box.y0], [box.x1, box.y0], [box.x1, box.y1], [box.x0, box.y1]].map((p) => undoAll.reduce((q, f) => f(q), p as Point));
    const xs = corners.map(([x]) => x * kx);
    const ys = corners.map(([, y]) => y * ky);
    if (![...xs, ...ys].every(Number.isFinite)) return null;
    const x0 = Math.max(0, Math.min(...xs));
    const y0 = Math.max(0, Math.min(...ys));
    const x1 = Math.min(page.width, Math.max(...xs));
    const y1 = Math.min(page.height, Math.max(...ys));
    if (x1 <= x0 || y1 <= y0) return null;
    return { x: round(x0), y: round(y0), width: round(x1 - x0), height: round(y1 - y0) };
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
