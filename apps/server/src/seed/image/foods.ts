import { shade } from './color.ts';
import type { Random } from './random.ts';
import { blob, circle, ellipse, inDisc, leaf, strand } from './shapes.ts';

export type DishKind =
  | 'soup' // a bowl of soup or cream
  | 'rice' // a pan of rice (paella, arròs negre)
  | 'pasta' // a nest of pasta with sauce
  | 'salad' // leaves and pieces
  | 'dessert' // a portion on a small plate
  | 'main' // a piece of meat or fish with a side
  | 'flat' // a round flat dish (pizza, truita, quiche, crepes)
  | 'noodles' // an Asian bowl with noodles and toppings
  | 'dip' // a bowl of dip with things to dip
  | 'toast' // slices on a board
  | 'pieces'; // many small pieces (sushi, dumplings, calçots)

/** Colours of a dish: its base, a second food and an accent (garnish, sauce). */
export type DishColors = readonly [base: string, second: string, accent: string];

type Food = (rnd: Random, cx: number, cy: number, r: number, colors: DishColors) => string;

const herbs = (rnd: Random, cx: number, cy: number, r: number, count: number, color = '#4f8a3a') =>
  Array.from({ length: count }, () => {
    const [x, y] = inDisc(rnd, cx, cy, r);
    return leaf(x, y, rnd.range(8, 16), rnd.range(3, 6), rnd.range(0, 360), color, shade(color, -0.3));
  }).join('');

const scatter = (
  rnd: Random,
  cx: number,
  cy: number,
  r: number,
  count: number,
  draw: (x: number, y: number) => string,
) => Array.from({ length: count }, () => draw(...inDisc(rnd, cx, cy, r))).join('');

const soup: Food = (rnd, cx, cy, r, [base, second, accent]) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#liquid)"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.97}" fill="none" stroke="${shade(base, -0.3)}" stroke-width="4" opacity="0.5"/>` +
  `<path d="M${cx - r * 0.45},${cy + r * 0.1} q${r * 0.25},${-r * 0.35} ${r * 0.5},0 t${r * 0.4},0" fill="none" stroke="${shade(base, 0.6)}" stroke-width="${r * 0.06}" stroke-linecap="round" opacity="0.8"/>` +
  scatter(
    rnd,
    cx,
    cy,
    r * 0.75,
    7,
    (x, y) =>
      `<rect x="${x}" y="${y}" width="${r * 0.09}" height="${r * 0.09}" rx="3" fill="${second}" transform="rotate(${rnd.int(0, 90)} ${x} ${y})"/>`,
  ) +
  scatter(rnd, cx, cy, r * 0.8, 22, (x, y) => circle(x, y, rnd.range(1.5, 3.5), accent)) +
  herbs(rnd, cx + r * 0.1, cy - r * 0.1, r * 0.3, 4, accent);

const rice: Food = (rnd, cx, cy, r, [base, second, accent]) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${base}"/>` +
  scatter(rnd, cx, cy, r * 0.97, 420, (x, y) =>
    ellipse(x, y, 4, 1.8, rnd.range(0, 180), shade(base, rnd.range(-0.15, 0.25))),
  ) +
  scatter(rnd, cx, cy, r * 0.75, 7, (x, y) => {
    const a = rnd.range(0, 360);
    return `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-16,0 a16,16 0 1,1 32,0" fill="none" stroke="${second}" stroke-width="11" stroke-linecap="round"/><path d="M-16,0 a16,16 0 1,1 32,0" fill="none" stroke="${shade(second, 0.35)}" stroke-width="3" stroke-dasharray="4 5"/></g>`;
  }) +
  scatter(rnd, cx, cy, r * 0.8, 16, (x, y) => circle(x, y, rnd.range(4, 7), accent)) +
  [0, 1, 2]
    .map((i) => {
      const a = (i * 120 + rnd.range(0, 60)) * (Math.PI / 180);
      const x = cx + Math.cos(a) * r * 0.55;
      const y = cy + Math.sin(a) * r * 0.55;
      return `<path d="M${x},${y} l28,0 a28,28 0 0,1 -28,28 z" fill="#f4e04d" stroke="#e8c81c" stroke-width="3" transform="rotate(${rnd.range(0, 360)} ${x} ${y})"/>`;
    })
    .join('');

const pasta: Food = (rnd, cx, cy, r, [base, second, accent]) =>
  blob(rnd, cx, cy, r * 0.9, r * 0.85, shade(base, -0.1), 0.12) +
  Array.from({ length: 55 }, () =>
    strand(rnd, cx, cy, r * 0.8, shade(base, rnd.range(-0.1, 0.2)), rnd.range(5, 8)),
  ).join('') +
  scatter(rnd, cx, cy, r * 0.45, 5, (x, y) => blob(rnd, x, y, r * 0.14, r * 0.11, second, 0.3)) +
  scatter(
    rnd,
    cx,
    cy,
    r * 0.6,
    10,
    (x, y) =>
      `<rect x="${x}" y="${y}" width="10" height="6" fill="${shade(accent, 0.1)}" transform="rotate(${rnd.int(0, 90)} ${x} ${y})"/>`,
  ) +
  herbs(rnd, cx, cy, r * 0.5, 6);

const salad: Food = (rnd, cx, cy, r, [base, second, accent]) =>
  blob(rnd, cx, cy, r * 0.85, r * 0.8, shade(base, -0.3), 0.12) +
  Array.from({ length: 90 }, () => {
    const [x, y] = inDisc(rnd, cx, cy, r * 0.8);
    const c = shade(base, rnd.range(-0.25, 0.35));
    return leaf(x, y, rnd.range(50, 85), rnd.range(18, 30), rnd.range(0, 360), c, shade(c, 0.4));
  }).join('') +
  scatter(rnd, cx, cy, r * 0.7, 9, (x, y) =>
    circle(x, y, rnd.range(14, 20), second, ` stroke="${shade(second, -0.25)}" stroke-width="3"`),
  ) +
  scatter(
    rnd,
    cx,
    cy,
    r * 0.7,
    8,
    (x, y) =>
      `<rect x="${x}" y="${y}" width="22" height="22" rx="4" fill="${accent}" transform="rotate(${rnd.int(0, 90)} ${x} ${y})"/>`,
  );

const dessert: Food = (rnd, cx, cy, r, [base, second, accent]) => {
  const s = r * 0.78;
  return (
    `<circle cx="${cx + 6}" cy="${cy + 8}" r="${s}" fill="#000" opacity="0.18"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${s}" fill="${shade(base, -0.2)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${s * 0.9}" fill="url(#topping)"/>` +
    scatter(rnd, cx, cy, s * 0.7, 40, (x, y) =>
      circle(x, y, rnd.range(1, 2.5), shade(second, 0.5), ' opacity="0.8"'),
    ) +
    scatter(
      rnd,
      cx + s * 0.1,
      cy - s * 0.2,
      s * 0.3,
      5,
      (x, y) => circle(x, y, rnd.range(9, 13), accent) + circle(x - 3, y - 3, 3, '#fff', ' opacity="0.5"'),
    ) +
    leaf(cx + s * 0.25, cy - s * 0.35, 24, 9, rnd.range(0, 360), '#5f9e4a', '#3f6e30') +
    leaf(cx + s * 0.35, cy - s * 0.25, 22, 8, rnd.range(0, 360), '#5f9e4a', '#3f6e30') +
    scatter(rnd, cx, cy, r, 14, (x, y) => circle(x, y, rnd.range(2, 4), second, ' opacity="0.7"'))
  );
};

const main: Food = (rnd, cx, cy, r, [base, second, accent]) =>
  scatter(rnd, cx - r * 0.15, cy + r * 0.35, r * 0.3, 22, (x, y) =>
    circle(x, y, rnd.range(9, 14), second, ` stroke="${shade(second, -0.2)}" stroke-width="2"`),
  ) +
  `<path d="M${cx - r * 0.7},${cy + r * 0.1} q${r * 0.4},${-r * 0.5} ${r * 1.2},${-r * 0.2}" fill="none" stroke="${accent}" stroke-width="${r * 0.09}" stroke-linecap="round" opacity="0.85"/>` +
  blob(rnd, cx + r * 0.05, cy - r * 0.12, r * 0.5, r * 0.33, shade(base, -0.25), 0.12) +
  blob(rnd, cx + r * 0.05, cy - r * 0.16, r * 0.46, r * 0.29, base, 0.1) +
  [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${cx - r * 0.25 + i * r * 0.15},${cy - r * 0.35} l${r * 0.1},${r * 0.38}" stroke="${shade(base, -0.4)}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`,
    )
    .join('') +
  herbs(rnd, cx + r * 0.3, cy + r * 0.2, r * 0.3, 5);

const flat: Food = (rnd, cx, cy, r, [base, second, accent]) =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="${shade(base, -0.25)}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.76}" fill="${base}"/>` +
  scatter(rnd, cx, cy, r * 0.7, 30, (x, y) =>
    circle(x, y, rnd.range(3, 7), shade(base, rnd.range(-0.2, 0.2)), ' opacity="0.7"'),
  ) +
  scatter(rnd, cx, cy, r * 0.62, 9, (x, y) =>
    blob(rnd, x, y, rnd.range(14, 22), rnd.range(12, 18), second, 0.25),
  ) +
  scatter(rnd, cx, cy, r * 0.62, 10, (x, y) =>
    leaf(x, y, rnd.range(16, 24), 7, rnd.range(0, 360), accent, shade(accent, -0.3)),
  ) +
  `<path d="M${cx},${cy} L${cx + r * 0.86},${cy} A${r * 0.86},${r * 0.86} 0 0,1 ${cx + r * 0.61},${cy + r * 0.61} Z" fill="#000" opacity="0.06"/>`;

const noodles: Food = (rnd, cx, cy, r, [base, second, accent]) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#liquid)"/>` +
  Array.from({ length: 30 }, () =>
    strand(rnd, cx - r * 0.1, cy + r * 0.1, r * 0.6, shade('#f1d58a', rnd.range(-0.1, 0.15)), 6),
  ).join('') +
  `<g>${circle(cx + r * 0.35, cy - r * 0.3, r * 0.2, '#fbfaf3')}${circle(cx + r * 0.35, cy - r * 0.3, r * 0.11, '#f2a81d')}</g>` +
  `<rect x="${cx - r * 0.7}" y="${cy - r * 0.65}" width="${r * 0.3}" height="${r * 0.55}" rx="3" fill="#1f2b1d" transform="rotate(-12 ${cx} ${cy})"/>` +
  scatter(rnd, cx - r * 0.2, cy - r * 0.35, r * 0.25, 5, (x, y) =>
    blob(rnd, x, y, r * 0.1, r * 0.07, second, 0.2),
  ) +
  scatter(rnd, cx, cy, r * 0.8, 18, (x, y) =>
    circle(x, y, rnd.range(4, 6), 'none', ` stroke="${accent}" stroke-width="3"`),
  ) +
  scatter(rnd, cx, cy, r * 0.85, 16, (x, y) =>
    circle(x, y, rnd.range(1.5, 3), shade(base, -0.4), ' opacity="0.6"'),
  );

const dip: Food = (rnd, cx, cy, r, [base, second, accent]) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${base}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="${shade(base, -0.12)}" stroke-width="${r * 0.12}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.38}" fill="none" stroke="${shade(base, 0.12)}" stroke-width="${r * 0.1}"/>` +
  `<path d="M${cx - r * 0.5},${cy - r * 0.2} q${r * 0.5},${r * 0.4} ${r},${r * 0.05}" fill="none" stroke="${second}" stroke-width="7" opacity="0.75" stroke-linecap="round"/>` +
  scatter(rnd, cx, cy, r * 0.7, 30, (x, y) => circle(x, y, rnd.range(1.5, 3.5), accent)) +
  herbs(rnd, cx, cy, r * 0.4, 3);

const toast: Food = (rnd, cx, cy, r, [base, second, accent]) =>
  [-1, 0, 1]
    .map((i) => {
      const x = cx + i * r * 0.62;
      const y = cy + rnd.range(-14, 14);
      const w = r * 0.55;
      const h = r * 1.05;
      return (
        `<g transform="rotate(${rnd.range(-9, 9)} ${x} ${y})">` +
        `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="22" fill="${shade('#d9a45b', -0.15)}"/>` +
        `<rect x="${x - w / 2 + 7}" y="${y - h / 2 + 7}" width="${w - 14}" height="${h - 14}" rx="18" fill="${base}"/>` +
        blob(rnd, x, y, w * 0.38, h * 0.3, second, 0.3) +
        scatter(rnd, x, y, w * 0.35, 8, (px, py) => circle(px, py, rnd.range(2, 4), accent)) +
        `</g>`
      );
    })
    .join('');

const pieces: Food = (rnd, cx, cy, r, [base, second, accent]) => {
  const ring = (count: number, dist: number, size: number) =>
    Array.from({ length: count }, (_, i) => {
      const a = (i / count) * Math.PI * 2 + rnd.range(-0.1, 0.1);
      const x = cx + Math.cos(a) * dist;
      const y = cy + Math.sin(a) * dist;
      return (
        circle(x + 3, y + 4, size, '#000', ' opacity="0.15"') +
        circle(x, y, size, base) +
        circle(x, y, size * 0.72, second) +
        blob(rnd, x, y, size * 0.35, size * 0.3, accent, 0.25)
      );
    }).join('');
  return ring(8, r * 0.62, r * 0.17) + ring(3, r * 0.2, r * 0.16) + herbs(rnd, cx, cy, r * 0.9, 4);
};

export const foods: Record<DishKind, Food> = {
  soup,
  rice,
  pasta,
  salad,
  dessert,
  main,
  flat,
  noodles,
  dip,
  toast,
  pieces,
};
