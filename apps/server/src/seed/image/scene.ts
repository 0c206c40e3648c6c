import { shade } from './color.ts';
import { type DishColors, type DishKind, foods } from './foods.ts';
import { type Random, seededRandom } from './random.ts';

export type DishArt = { kind: DishKind; colors: DishColors };

export const WIDTH = 800;
export const HEIGHT = 600;

const tables = ['#a87544', '#8c5a34', '#c49a6c', '#5f6f7a', '#d8cbb6', '#7b4b2a', '#b9c4c9'];
const napkins = ['#c0392b', '#2e6da4', '#f3efe6', '#6b8f4e', '#e3a33b', '#4a4a58'];

/** Wooden planks, or a plain cloth when the table colour is light. */
function table(rnd: Random, color: string) {
  const planks = Array.from({ length: 6 }, (_, i) => {
    const y = i * 100;
    const grain = Array.from({ length: 5 }, () => {
      const gy = y + rnd.range(10, 90);
      return `<path d="M0,${gy} C200,${gy + rnd.range(-8, 8)} 600,${gy + rnd.range(-8, 8)} 800,${gy}" stroke="${shade(color, -0.18)}" stroke-width="2" fill="none" opacity="0.35"/>`;
    }).join('');
    return `<rect y="${y}" width="800" height="100" fill="${shade(color, rnd.range(-0.08, 0.08))}"/>${grain}<rect y="${y + 98}" width="800" height="3" fill="${shade(color, -0.35)}" opacity="0.5"/>`;
  });
  return planks.join('');
}

function napkin(rnd: Random, color: string) {
  const x = rnd.pick([40, 560]);
  const stripes = [0.25, 0.75]
    .map(
      (k) =>
        `<rect x="${x}" y="${40 + 520 * k}" width="200" height="10" fill="${shade(color, -0.25)}" opacity="0.6"/>`,
    )
    .join('');
  return `<g transform="rotate(${rnd.range(-8, 8)} ${x + 100} 300)"><rect x="${x + 6}" y="46" width="200" height="520" rx="6" fill="#000" opacity="0.12"/><rect x="${x}" y="40" width="200" height="520" rx="6" fill="${color}"/>${stripes}</g>`;
}

function cutlery(x: number) {
  const metal = '#c9ccd1';
  const fork =
    `<rect x="${x}" y="250" width="12" height="250" rx="6" fill="${metal}"/>` +
    `<path d="M${x - 12},110 v90 a18,18 0 0,0 36,0 v-90 h-6 v80 h-5 v-80 h-6 v80 h-5 v-80 h-6 v80 h-2 v-80 z" fill="${metal}"/>`;
  const knife = `<rect x="${x + 50}" y="300" width="13" height="200" rx="6" fill="${metal}"/><path d="M${x + 50},300 v-190 q28,20 18,190 z" fill="${shade(metal, 0.2)}"/>`;
  return `<g opacity="0.95">${fork}${knife}</g>`;
}

/** The vessel the food sits in; returns the food's centre radius. */
function vessel(kind: DishKind, cx: number, cy: number): { svg: string; foodR: number } {
  const shadow = (r: number) =>
    `<circle cx="${cx + 10}" cy="${cy + 14}" r="${r}" fill="#000" opacity="0.25" filter="url(#soft)"/>`;
  if (kind === 'rice') {
    const handles = [-1, 1]
      .map(
        (s) =>
          `<rect x="${cx + s * 262 - 30}" y="${cy - 16}" width="60" height="32" rx="14" fill="#3b3f45"/>`,
      )
      .join('');
    return {
      svg: `${shadow(250)}${handles}<circle cx="${cx}" cy="${cy}" r="250" fill="#4a4f56"/><circle cx="${cx}" cy="${cy}" r="236" fill="#2f3338"/>`,
      foodR: 228,
    };
  }
  if (kind === 'toast') {
    return {
      svg: `<rect x="${cx - 300}" y="${cy - 170}" width="600" height="350" rx="30" fill="#000" opacity="0.2" filter="url(#soft)"/><rect x="${cx - 300}" y="${cy - 180}" width="600" height="350" rx="30" fill="#b9854e"/><rect x="${cx - 285}" y="${cy - 165}" width="570" height="320" rx="24" fill="#c99561"/>`,
      foodR: 240,
    };
  }
  if (kind === 'soup' || kind === 'noodles' || kind === 'dip') {
    const rim = kind === 'noodles' ? '#28425e' : '#f7f3ea';
    const r = kind === 'dip' ? 150 : 215;
    const plate =
      kind === 'dip'
        ? `<circle cx="${cx}" cy="${cy}" r="250" fill="#efe9dc"/><circle cx="${cx}" cy="${cy}" r="232" fill="#f8f4ec"/>`
        : '';
    return {
      svg: `${shadow(kind === 'dip' ? 250 : 235)}${plate}<circle cx="${cx}" cy="${cy}" r="${r + 20}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="${shade(rim, -0.12)}"/>`,
      foodR: r,
    };
  }
  const r = kind === 'dessert' ? 200 : 250;
  return {
    svg: `${shadow(r)}<circle cx="${cx}" cy="${cy}" r="${r}" fill="#efe9dc"/><circle cx="${cx}" cy="${cy}" r="${r - 18}" fill="url(#plate)"/>`,
    foodR: r - 40,
  };
}

/** Dips come with something to dip around the bowl. */
function dippers(rnd: Random, cx: number, cy: number, color: string) {
  return Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2 + rnd.range(-0.1, 0.1);
    const x = cx + Math.cos(a) * 205;
    const y = cy + Math.sin(a) * 205;
    return `<path d="M${x},${y - 24} l22,38 h-44 z" fill="${color}" stroke="${shade(color, -0.25)}" stroke-width="3" stroke-linejoin="round" transform="rotate(${(a * 180) / Math.PI + 90} ${x} ${y})"/>`;
  }).join('');
}

/** A top-down picture of a dish, the same for the same art and seed. */
export function dishSvg(art: DishArt, seed: number): string {
  const rnd = seededRandom(seed * 7919 + 17);
  const cx = 400 + rnd.range(-20, 20);
  const cy = 300 + rnd.range(-10, 10);
  const [base, second] = art.colors;
  const { svg: vesselSvg, foodR } = vessel(art.kind, cx, cy);
  const extras = art.kind === 'dip' ? dippers(rnd, cx, cy, '#e7c37a') : '';
  const food = foods[art.kind](rnd, cx, cy, foodR, art.colors);
  const showCutlery = art.kind !== 'rice' && art.kind !== 'toast';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>
<radialGradient id="plate" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ece6d8"/></radialGradient>
<radialGradient id="liquid" cx="42%" cy="38%" r="70%"><stop offset="0" stop-color="${shade(base, 0.25)}"/><stop offset="1" stop-color="${shade(base, -0.2)}"/></radialGradient>
<radialGradient id="topping" cx="42%" cy="38%" r="70%"><stop offset="0" stop-color="${shade(second, 0.2)}"/><stop offset="1" stop-color="${shade(second, -0.15)}"/></radialGradient>
<radialGradient id="light" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>
</defs>
${table(rnd, rnd.pick(tables))}
${napkin(rnd, rnd.pick(napkins))}
${showCutlery ? cutlery(cx > 400 ? 70 : 690) : ''}
${vesselSvg}${extras}${food}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
</svg>`;
}
