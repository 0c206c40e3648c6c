/** A card lies on the table turned by a few degrees at most; more is a photo taken sideways. */
const MAX_DEGREES = 6;
/** Coarse steps over the whole range, then fine ones around the best. */
const COARSE_DEGREES = 0.5;
const FINE_DEGREES = 0.1;
/** Ink is this much darker than its neighbourhood: a dark table around the card is not ink. */
const INK_CONTRAST = 40;

/** A greyscale image as raw bytes, one per pixel. */
export interface GreyPixels {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** The ink's positions, from the centre: pixels darker than their blurred neighbourhood. */
function inkOf(image: GreyPixels, neighbourhood: Uint8Array) {
  const { data, width, height } = image;
  const xs = new Int32Array(data.length);
  const ys = new Int32Array(data.length);
  let count = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (data[i]! + INK_CONTRAST > neighbourhood[i]!) continue;
      xs[count] = x - width / 2;
      ys[count] = y - height / 2;
      count += 1;
    }
  }
  return { xs, ys, count };
}

/**
 * How sharply the ink falls into rows when the page is turned by `radians`: the sum of squared
 * differences between neighbouring rows' ink. Lines of text level with the rows give the peak.
 */
function rowContrast(xs: Int32Array, ys: Int32Array, count: number, radians: number, rows: number): number {
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const profile = new Float64Array(rows);
  const offset = rows / 2;
  for (let i = 0; i < count; i += 1) {
    const row = Math.round(ys[i]! * cos - xs[i]! * sin + offset);
    if (row >= 0 && row < rows) profile[row]! += 1;
  }
  let score = 0;
  for (let r = 1; r < rows; r += 1) score += (profile[r]! - profile[r - 1]!) ** 2;
  return score;
}

/**
 * The angle (degrees, clockwise) by which the text's lines are turned, found by projection
 * profiles: the ink's positions are projected at each candidate angle, and the angle where rows
 * of ink and rows of paper alternate most sharply wins. `neighbourhood` is the image blurred wide
 * (what is around each pixel). 0 when the image has no ink.
 */
export function findSkew(image: GreyPixels, neighbourhood: Uint8Array): number {
  const { xs, ys, count } = inkOf(image, neighbourhood);
  if (count === 0) return 0;
  const rows = Math.ceil(Math.hypot(image.width, image.height)) + 2;
  const bestOf = (from: number, to: number, step: number) => {
    let best = { degrees: 0, score: -1 };
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const score = rowContrast(xs, ys, count, (degrees * Math.PI) / 180, rows);
      if (score > best.score) best = { degrees, score };
    }
    return best.degrees;
  };
  const coarse = bestOf(-MAX_DEGREES, MAX_DEGREES, COARSE_DEGREES);
  return Math.round(bestOf(coarse - COARSE_DEGREES, coarse + COARSE_DEGREES, FINE_DEGREES) * 10) / 10;
}
