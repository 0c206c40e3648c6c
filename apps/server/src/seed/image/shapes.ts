import type { Random } from './random.ts';

const f = (n: number) => n.toFixed(1);

/** An irregular, smooth closed outline: food rarely has perfect circles. */
export function blobPath(
  rnd: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  jitter = 0.15,
  points = 9,
) {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + rnd.range(-jitter, jitter);
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const;
  });
  // Quadratic curves through the midpoints give a smooth closed shape.
  const mid = (i: number) => {
    const [x1, y1] = pts[i % points]!;
    const [x2, y2] = pts[(i + 1) % points]!;
    return [(x1 + x2) / 2, (y1 + y2) / 2] as const;
  };
  const [sx, sy] = mid(0);
  let d = `M${f(sx)},${f(sy)}`;
  for (let i = 1; i <= points; i++) {
    const [px, py] = pts[i % points]!;
    const [mx, my] = mid(i);
    d += ` Q${f(px)},${f(py)} ${f(mx)},${f(my)}`;
  }
  return `${d} Z`;
}

export const blob = (
  rnd: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  jitter = 0.15,
) => `<path d="${blobPath(rnd, cx, cy, rx, ry, jitter)}" fill="${fill}"/>`;

/** A point spread uniformly over a disc. */
export function inDisc(rnd: Random, cx: number, cy: number, r: number): [number, number] {
  const a = rnd.range(0, Math.PI * 2);
  const d = Math.sqrt(rnd.next()) * r;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  angle: number,
  fill: string,
  extra = '',
) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"${extra}/>`;

/** A leaf: two arcs meeting at the tips, with a central vein. */
export function leaf(
  cx: number,
  cy: number,
  len: number,
  width: number,
  angle: number,
  fill: string,
  vein: string,
) {
  const h = len / 2;
  return (
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">` +
    `<path d="M${f(-h)},0 Q0,${f(-width)} ${f(h)},0 Q0,${f(width)} ${f(-h)},0 Z" fill="${fill}"/>` +
    `<path d="M${f(-h * 0.8)},0 L${f(h * 0.8)},0" stroke="${vein}" stroke-width="1.5" opacity="0.6"/></g>`
  );
}

/** A wavy strand (noodles, spaghetti) from a random point in a disc. */
export function strand(rnd: Random, cx: number, cy: number, r: number, stroke: string, width: number) {
  const [x, y] = inDisc(rnd, cx, cy, r * 0.8);
  const a = rnd.range(0, Math.PI * 2);
  const len = rnd.range(r * 0.5, r * 1.1);
  const ex = x + Math.cos(a) * len;
  const ey = y + Math.sin(a) * len;
  const bend = () => rnd.range(-r * 0.5, r * 0.5);
  const clamp = (v: number, c: number) => Math.max(c - r, Math.min(c + r, v));
  return (
    `<path d="M${f(x)},${f(y)} C${f(clamp(x + bend(), cx))},${f(clamp(y + bend(), cy))} ` +
    `${f(clamp(ex + bend(), cx))},${f(clamp(ey + bend(), cy))} ${f(clamp(ex, cx))},${f(clamp(ey, cy))}" ` +
    `fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"/>`
  );
}
