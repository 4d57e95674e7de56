import { n, n2, type Canvas } from './canvas';
import { darken, lighten } from './color';

/**
 * Volunteers and visitors as simple flat figures (no faces, no likeness of anyone), plus the things they
 * use: tools, a canopy tent with a banner, tables, a nest box.
 */
export type Pose = 'stand' | 'walk' | 'dig' | 'kneel' | 'point' | 'carry';

export interface Figure {
  shirt: string;
  pants: string;
  skin: string;
  hair: string;
  hat?: string;
  vest?: boolean;
  pack?: string;
}

const SKIN = ['#f1c7a5', '#e0ac82', '#c68a5e', '#9b6440', '#6f4429', '#f5d6bd'];
const HAIR = ['#2b1d14', '#5a3a22', '#8a5a2b', '#c9a36b', '#1b1b1b', '#7b7b7b'];
const SHIRTS = ['#2f6f8f', '#c0392b', '#e1a23a', '#5b7f3a', '#7a4f9a', '#e8e2d0', '#34495e', '#d35400', '#1f7a6d'];
const PANTS = ['#3b4a5a', '#4e4538', '#2d3a2e', '#5a5f66', '#6b5a45'];

export function randomFigure(c: Canvas, extra: Partial<Figure> = {}): Figure {
  const { rng } = c;
  return {
    shirt: rng.pick(SHIRTS),
    pants: rng.pick(PANTS),
    skin: rng.pick(SKIN),
    hair: rng.pick(HAIR),
    hat: rng.chance(0.35) ? rng.pick(['#d8c49a', '#2f5d3a', '#8a6a44', '#c0392b']) : undefined,
    pack: rng.chance(0.2) ? rng.pick(['#7a5230', '#3d5a80', '#6a994e']) : undefined,
    ...extra,
  };
}

const limb = (pts: number[][], color: string, width: number) =>
  `<polyline points="${pts.map((q) => q.join(',')).join(' ')}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * Each pose's limbs, the back one then the front one, three points each (hip or shoulder, knee or elbow, foot or
 * hand) as x,y: legs from the point the figure stands on, arms from its shoulder.
 */
const LIMBS: Record<Pose, { legs: string; arms: string }> = {
  stand: { legs: '-4,-82 -7,-42 -8,0 | 4,-82 7,-42 8,0', arms: '-10,6 -16,30 -14,54 | 10,6 16,30 14,54' },
  walk: { legs: '-2,-82 -14,-42 -24,0 | 2,-82 14,-44 18,0', arms: '-8,6 -22,28 -24,50 | 8,6 20,28 28,46' },
  dig: { legs: '-2,-82 -12,-42 -18,0 | 2,-82 16,-44 20,0', arms: '-4,6 14,26 30,34 | 8,6 24,20 36,10' },
  kneel: { legs: '-2,-52 -24,-6 -54,-4 | 4,-52 26,-46 26,0', arms: '-4,6 12,34 30,66 | 8,6 24,34 40,62' },
  point: { legs: '-4,-82 -7,-42 -10,0 | 4,-82 8,-42 12,0', arms: '-10,6 -16,30 -14,54 | 10,4 34,-12 56,-26' },
  carry: { legs: '-2,-82 -12,-42 -18,0 | 2,-82 12,-44 16,0', arms: '-6,6 6,32 26,36 | 8,6 20,30 32,32' },
};

/** A pose's two limbs as points, offset by the given point. */
const limbPoints = (spec: string, [ox, oy]: number[]): number[][][] =>
  spec.split(' | ').map((limb) =>
    limb.split(' ').map((point) => {
      const [x, y] = point.split(',').map(Number);
      return [ox + x, oy + y];
    }),
  );

/**
 * One person with feet on (x, y), about 170 units tall at scale 1, facing right (1) or left (-1).
 * Limbs are listed per pose in the figure's own coordinates.
 */
export function person(
  c: Canvas,
  x: number,
  y: number,
  scale: number,
  f: Figure,
  pose: Pose = 'stand',
  facing: 1 | -1 = 1,
): void {
  const kneel = pose === 'kneel';
  const hip = kneel ? [0, -52] : [0, -82];
  const shoulder = kneel ? [10, -108] : pose === 'dig' ? [8, -134] : [2, -138];
  const head = [shoulder[0] + (pose === 'dig' || kneel ? 6 : 2), shoulder[1] - 22];
  const sh = shoulder;
  const [backLeg, frontLeg] = limbPoints(LIMBS[pose].legs, [0, 0]);
  const [backArm, frontArm] = limbPoints(LIMBS[pose].arms, sh);
  const hand = (a: number[][]) => `<circle cx="${a[2][0]}" cy="${a[2][1]}" r="5.5" fill="${f.skin}"/>`;
  let g = '';
  if (pose === 'dig') {
    // The shovel sits behind the front arm: handle from the hands into the ground, blade in the soil.
    g += `<line x1="${sh[0] + 40}" y1="${sh[1] + 4}" x2="${sh[0] + 64}" y2="-6" stroke="#9b7048" stroke-width="6" stroke-linecap="round"/>`;
    g += `<path d="M${sh[0] + 56},-14 L${sh[0] + 74},-20 L${sh[0] + 78},4 L${sh[0] + 62},8Z" fill="#8d959c"/>`;
  }
  g += limb(backArm, darken(f.shirt, 0.2), 9) + hand(backArm);
  g +=
    limb(backLeg, darken(f.pants, 0.18), 12) +
    `<ellipse cx="${backLeg[2][0] + 5}" cy="${backLeg[2][1] - 2}" rx="9" ry="4.5" fill="#2a2420"/>`;
  if (f.pack)
    g += `<rect x="${sh[0] - 30}" y="${sh[1] + 2}" width="20" height="40" rx="7" fill="${f.pack}" transform="rotate(${kneel ? 12 : 4} ${sh[0] - 20} ${sh[1] + 22})"/>`;
  g +=
    limb(frontLeg, f.pants, 12) +
    `<ellipse cx="${frontLeg[2][0] + 5}" cy="${frontLeg[2][1] - 2}" rx="9" ry="4.5" fill="#2a2420"/>`;
  g += `<line x1="${hip[0]}" y1="${hip[1] - 4}" x2="${sh[0]}" y2="${sh[1] + 8}" stroke="${f.shirt}" stroke-width="30" stroke-linecap="round"/>`;
  if (f.vest) {
    g += `<line x1="${hip[0] + 1}" y1="${hip[1] - 6}" x2="${sh[0] + 1}" y2="${sh[1] + 10}" stroke="#c6e83a" stroke-width="22" stroke-linecap="round"/>`;
    g += `<line x1="${(hip[0] + sh[0]) / 2 - 11}" y1="${(hip[1] + sh[1]) / 2 + 4}" x2="${(hip[0] + sh[0]) / 2 + 11}" y2="${(hip[1] + sh[1]) / 2 + 4}" stroke="#e8eef0" stroke-width="4"/>`;
  }
  g += `<circle cx="${head[0]}" cy="${head[1]}" r="13" fill="${f.skin}"/>`;
  g += `<path d="M${head[0] - 13},${head[1] + 1} A13,13 0 0 1 ${head[0] + 13},${head[1] - 2} L${head[0] + 4},${head[1] - 4} Z" fill="${f.hair}"/>`;
  g += `<circle cx="${head[0] - 8}" cy="${head[1] + 1}" r="8" fill="${f.hair}"/>`;
  if (f.hat) {
    g += `<ellipse cx="${head[0]}" cy="${head[1] - 6}" rx="21" ry="4.5" fill="${darken(f.hat, 0.12)}"/>`;
    g += `<path d="M${head[0] - 11},${head[1] - 6} Q${head[0]},${head[1] - 26} ${head[0] + 11},${head[1] - 6}Z" fill="${f.hat}"/>`;
  }
  g += limb(frontArm, f.shirt, 9) + hand(frontArm);
  if (pose === 'carry') {
    g += `<path d="M${sh[0] + 22},${sh[1] + 28} L${sh[0] + 42},${sh[1] + 28} L${sh[0] + 39},${sh[1] + 48} L${sh[0] + 25},${sh[1] + 48}Z" fill="#2d2d2d"/>`;
    g += `<line x1="${sh[0] + 32}" y1="${sh[1] + 28}" x2="${sh[0] + 33}" y2="${sh[1] - 20}" stroke="#6b4f36" stroke-width="3"/>`;
    for (const [dx, dy] of [
      [-8, -4],
      [8, -10],
      [-6, -18],
      [6, -24],
    ])
      g += `<ellipse cx="${sh[0] + 33 + dx}" cy="${sh[1] + dy}" rx="8" ry="4" fill="#5c9a3c"/>`;
  }
  c.add(`<g transform="translate(${n(x)} ${n(y)}) scale(${n2(facing * scale)} ${n2(scale)})">${g}</g>`);
}

/** A pop-up canopy tent seen from the front, its banner hung under the valance. */
export function canopyTent(c: Canvas, x: number, y: number, width: number, color: string, banner?: string): void {
  const w = width;
  const eave = y - w * 0.58;
  const peak = eave - w * 0.2;
  const left = x - w / 2;
  const right = x + w / 2;
  let g = '';
  g += `<ellipse cx="${n(x + w * 0.04)}" cy="${n(y)}" rx="${n(w * 0.56)}" ry="${n(w * 0.05)}" fill="#000000" fill-opacity="0.12"/>`;
  for (const lx of [left + w * 0.02, right - w * 0.02])
    g += `<line x1="${n(lx)}" y1="${n(eave)}" x2="${n(lx)}" y2="${n(y)}" stroke="#b9c0c6" stroke-width="${n(w * 0.012)}"/>`;
  g += `<path d="M${n(left - w * 0.05)} ${n(eave)}L${n(x)} ${n(peak)}L${n(x)} ${n(eave)}Z" fill="${lighten(color, 0.12)}"/>`;
  g += `<path d="M${n(x)} ${n(peak)}L${n(right + w * 0.05)} ${n(eave)}L${n(x)} ${n(eave)}Z" fill="${darken(color, 0.08)}"/>`;
  const vh = w * 0.07;
  const valance = darken(color, 0.15);
  const count = 8;
  const sw = (w * 1.1) / count;
  g += `<rect x="${n(left - w * 0.05)}" y="${n(eave)}" width="${n(w * 1.1)}" height="${n(vh * 0.6)}" fill="${valance}"/>`;
  for (let k = 0; k < count; k++)
    g += `<ellipse cx="${n(left - w * 0.05 + sw * (k + 0.5))}" cy="${n(eave + vh * 0.6)}" rx="${n(sw / 2)}" ry="${n(vh * 0.4)}" fill="${valance}"/>`;
  if (banner) {
    const bw = w * 0.74;
    const bh = w * 0.1;
    const by = eave + vh * 0.95;
    g += `<rect x="${n(x - bw / 2)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh * 0.08)}" fill="#f7f1e1" stroke="${darken(color, 0.3)}" stroke-width="${n(w * 0.006)}"/>`;
    const lx = x - bw / 2 + bh * 0.55;
    g += `<path d="M${n(lx)} ${n(by + bh * 0.8)}q${n(-bh * 0.3)} ${n(-bh * 0.5)} ${n(bh * 0.25)} ${n(-bh * 0.62)}q${n(bh * 0.1)} ${n(bh * 0.5)} ${n(-bh * 0.25)} ${n(bh * 0.62)}Z" fill="#3f7a3a"/>`;
    // Bold sans capitals and lower case average about 0.64 em wide; size the text to the space after the leaf.
    const room = bw - bh * 1.2;
    const size = Math.min(bh * 0.5, room / (banner.length * 0.64));
    g += `<text x="${n(x - bw / 2 + bh * 0.95 + room / 2)}" y="${n(by + bh * 0.66)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${n(size)}" fill="#2f5d3a" text-anchor="middle">${escapeXml(banner)}</text>`;
  }
  c.add(g);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A folding table with a cloth and a few things on it (leaflets, a water jug, seedlings). */
export function table(c: Canvas, x: number, y: number, width: number, cloth = '#f4f1ea'): void {
  const h = width * 0.24;
  let g = `<rect x="${n(x - width / 2)}" y="${n(y - h)}" width="${n(width)}" height="${n(h * 0.75)}" fill="${cloth}"/>`;
  g += `<rect x="${n(x - width / 2)}" y="${n(y - h)}" width="${n(width)}" height="${n(h * 0.08)}" fill="${darken(cloth, 0.08)}"/>`;
  g += `<line x1="${n(x - width * 0.42)}" y1="${n(y - h * 0.25)}" x2="${n(x - width * 0.42)}" y2="${n(y)}" stroke="#555" stroke-width="${n(width * 0.02)}"/>`;
  g += `<line x1="${n(x + width * 0.42)}" y1="${n(y - h * 0.25)}" x2="${n(x + width * 0.42)}" y2="${n(y)}" stroke="#555" stroke-width="${n(width * 0.02)}"/>`;
  g += `<rect x="${n(x - width * 0.35)}" y="${n(y - h * 1.08)}" width="${n(width * 0.16)}" height="${n(h * 0.08)}" fill="#5b8c5a"/>`;
  g += `<rect x="${n(x - width * 0.15)}" y="${n(y - h * 1.06)}" width="${n(width * 0.14)}" height="${n(h * 0.06)}" fill="#e1a23a"/>`;
  g += `<rect x="${n(x + width * 0.12)}" y="${n(y - h * 1.35)}" width="${n(width * 0.08)}" height="${n(h * 0.35)}" rx="${n(width * 0.015)}" fill="#7fb2de"/>`;
  for (let k = 0; k < 3; k++) {
    const px = x + width * (0.28 + k * 0.06);
    g += `<rect x="${n(px - width * 0.025)}" y="${n(y - h * 1.12)}" width="${n(width * 0.05)}" height="${n(h * 0.12)}" fill="#3a3a3a"/>`;
    g += `<circle cx="${n(px)}" cy="${n(y - h * 1.18)}" r="${n(width * 0.03)}" fill="#5c9a3c"/>`;
  }
  c.add(g);
}

/** The back of a seated listener (head and shoulders over a chair back), for a meeting audience. */
export function seatedBack(c: Canvas, x: number, y: number, scale: number, f: Figure): void {
  const s = n2(scale);
  const g =
    `<path d="M-30,-30 L-30,-62 Q-30,-96 0,-98 Q30,-96 30,-62 L30,-30Z" fill="${f.shirt}"/>` +
    `<rect x="-26" y="-56" width="52" height="56" rx="6" fill="#3c3f44"/>` +
    `<rect x="-26" y="-56" width="52" height="8" rx="4" fill="#4d5157"/>` +
    `<circle cx="0" cy="-110" r="15" fill="${f.skin}"/>` +
    `<path d="M-15,-108 A15,15 0 0 1 15,-108 L15,-100 Q0,-92 -15,-100Z" fill="${f.hair}"/>` +
    (f.hat
      ? `<ellipse cx="0" cy="-118" rx="22" ry="5" fill="${f.hat}"/><path d="M-12,-118 Q0,-138 12,-118Z" fill="${f.hat}"/>`
      : '');
  c.add(`<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${g}</g>`);
}

/** A wooden nest box on a post, entrance hole facing the viewer. */
export function nestBox(c: Canvas, x: number, y: number, scale: number): void {
  const s = n2(scale);
  const g =
    `<rect x="-9" y="-300" width="18" height="300" fill="#6e5a45"/>` +
    `<rect x="-9" y="-300" width="6" height="300" fill="#857058"/>` +
    `<rect x="-42" y="-420" width="84" height="120" fill="#b08a5e"/>` +
    `<rect x="-42" y="-420" width="18" height="120" fill="#c39c6e"/>` +
    `<path d="M-56,-412 L0,-446 L56,-412 L56,-402 L0,-436 L-56,-402Z" fill="#5e4a38"/>` +
    `<circle cx="0" cy="-380" r="13" fill="#2a1f17"/>`;
  c.add(`<g transform="translate(${n(x)} ${n(y)}) scale(${s})">${g}</g>`);
}

/** A heap of cut vines and brush waiting to be hauled away. */
export function brushPile(c: Canvas, x: number, y: number, width: number): void {
  const { rng } = c;
  let d = '';
  for (let k = 0; k < 38; k++) {
    const sx = x + rng.range(-0.5, 0.5) * width;
    const sy = y - rng.range(0, 0.32) * width * (1 - Math.abs(sx - x) / width);
    const len = rng.range(0.12, 0.3) * width;
    const a = rng.range(-2.8, -0.3);
    d += `M${n(sx)} ${n(sy)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len * 0.5)}`;
  }
  c.add(
    `<ellipse cx="${n(x)}" cy="${n(y - width * 0.06)}" rx="${n(width * 0.5)}" ry="${n(width * 0.16)}" fill="#6d6a3a"/>`,
  );
  c.add(`<path d="${d}" stroke="#5a4632" stroke-width="${n(width * 0.012)}" stroke-linecap="round" fill="none"/>`);
}
