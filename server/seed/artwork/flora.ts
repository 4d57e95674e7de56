import { n, type Canvas } from './canvas';
import { brightness, darken, lighten, mix } from './color';
import type { Ground, Keepout } from './land';
import type { Palette } from './palettes';

/** A circle as path data, so many circles of one colour can share a single element. */
export const circlePath = (cx: number, cy: number, r: number) =>
  `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;

/** A broadleaf tree: a heap of round crowns lit from `light` (-1 left, 1 right). */
export function broadleaf(
  c: Canvas,
  x: number,
  y: number,
  size: number,
  color: string,
  trunk: string,
  light = -1,
): void {
  const { rng } = c;
  let out = `<path d="M${n(x - size * 0.07)} ${n(y)}L${n(x - size * 0.035)} ${n(y - size * 0.9)}L${n(x + size * 0.035)} ${n(y - size * 0.9)}L${n(x + size * 0.07)} ${n(y)}Z" fill="${trunk}"/>`;
  const cy = y - size * 1.05;
  const puffs = Array.from({ length: rng.int(5, 7) }, () => ({
    dx: rng.range(-0.42, 0.42) * size,
    dy: rng.range(-0.35, 0.3) * size,
    r: rng.range(0.26, 0.4) * size,
  }));
  const shadow = darken(color, 0.22);
  const lit = lighten(color, 0.18);
  // One path per colour instead of one element per puff: the rasteriser's cost is per element.
  out += `<path d="${puffs.map((q) => circlePath(x + q.dx - light * size * 0.04, cy + q.dy + size * 0.05, q.r)).join('')}" fill="${shadow}"/>`;
  out += `<path d="${puffs.map((q) => circlePath(x + q.dx, cy + q.dy, q.r * 0.9)).join('')}" fill="${color}"/>`;
  // Sunlit edges: small, faint patches toward the light, so the crown reads as round, not spotted.
  const lightPatches = brightness(color) < 0.2 ? [] : puffs.filter((q) => q.dx * light > 0 || q.dy < 0).slice(0, 3);
  if (lightPatches.length)
    out += `<path d="${lightPatches.map((q) => circlePath(x + q.dx + light * q.r * 0.35, cy + q.dy - q.r * 0.35, q.r * 0.5)).join('')}" fill="${lit}" fill-opacity="0.35"/>`;
  c.add(out);
}

/** A spruce or cedar: a jagged spire, one side in light. */
export function conifer(c: Canvas, x: number, y: number, size: number, color: string, light = -1): void {
  const h = size * 2;
  const w = size * 0.38;
  const tiers = 6;
  const left: string[] = [];
  const right: string[] = [];
  for (let k = 1; k <= tiers; k++) {
    const ty = y - h + (h * 0.9 * k) / tiers;
    const spread = (w * k) / tiers;
    left.push(`${n(x - spread)} ${n(ty)}`, `${n(x - spread * 0.55)} ${n(ty - h * 0.04)}`);
    right.push(`${n(x + spread)} ${n(ty)}`, `${n(x + spread * 0.55)} ${n(ty - h * 0.04)}`);
  }
  const top = `${n(x)} ${n(y - h)}`;
  const shade = light < 0 ? darken(color, 0.2) : lighten(color, 0.12);
  const sunny = light < 0 ? lighten(color, 0.12) : darken(color, 0.2);
  c.add(
    `<path d="M${top}L${left.join('L')}L${n(x)} ${n(y - h * 0.08)}Z" fill="${sunny}"/>` +
      `<path d="M${top}L${right.join('L')}L${n(x)} ${n(y - h * 0.08)}Z" fill="${shade}"/>` +
      `<rect x="${n(x - size * 0.04)}" y="${n(y - h * 0.1)}" width="${n(size * 0.08)}" height="${n(h * 0.1)}" fill="${darken(color, 0.4)}"/>`,
  );
}

/** A winter tree: branches forking from the trunk, drawn as tapering strokes. */
export function bareTree(c: Canvas, x: number, y: number, size: number, color: string): void {
  const { rng } = c;
  let out = '';
  const branch = (bx: number, by: number, len: number, angle: number, width: number, depth: number) => {
    const ex = bx + Math.cos(angle) * len;
    const ey = by + Math.sin(angle) * len;
    out += `<line x1="${n(bx)}" y1="${n(by)}" x2="${n(ex)}" y2="${n(ey)}" stroke-width="${n(width)}"/>`;
    if (depth === 0) return;
    const forks = depth > 3 ? 2 : rng.int(2, 3);
    for (let k = 0; k < forks; k++) {
      const spread = rng.range(0.25, 0.6) * (k % 2 === 0 ? -1 : 1);
      branch(ex, ey, len * rng.range(0.62, 0.78), angle + spread, width * 0.66, depth - 1);
    }
  };
  branch(x, y, size * 0.55, -Math.PI / 2 + rng.range(-0.08, 0.08), size * 0.07, 5);
  c.add(`<g stroke="${color}" stroke-linecap="round">${out}</g>`);
}

/** Trees standing along a ground line, far ones smaller; some conifers mixed in. */
export function treeline(
  c: Canvas,
  p: Palette,
  ground: Ground,
  opts: {
    from?: number;
    to?: number;
    spacing: number;
    size: [number, number];
    conifers?: number;
    bare?: boolean;
    fade?: number;
    light?: number;
  },
): void {
  const { rng, u } = c;
  const from = opts.from ?? -40 * u;
  const to = opts.to ?? c.w + 40 * u;
  const trees: Array<() => void> = [];
  for (let x = from; x < to; x += opts.spacing * rng.range(0.5, 1.3)) {
    const size = rng.range(opts.size[0], opts.size[1]) * u;
    const gy = ground(x) + rng.range(0, 14) * u;
    const fade = opts.fade ?? 0;
    if (opts.bare) {
      const col = mix(p.trunk, p.sky[2], fade);
      trees.push(() => bareTree(c, x, gy, size * 1.6, col));
    } else if (rng.chance(opts.conifers ?? 0.2)) {
      const col = mix(p.conifer, p.sky[2], fade);
      trees.push(() => conifer(c, x, gy, size * 0.9, col, opts.light));
    } else {
      const col = mix(rng.pick(p.foliage), p.sky[2], fade);
      trees.push(() => broadleaf(c, x, gy, size, col, mix(p.trunk, p.sky[2], fade), opts.light));
    }
  }
  for (const draw of trees) draw();
}

/** Grass blades, thicker and taller nearer the viewer. */
export function grass(c: Canvas, p: Palette, top: number, count: number, keepout?: Keepout): void {
  const { rng, u } = c;
  const byColor = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const depth = rng() ** 0.7; // more blades near the bottom
    const y = top + (c.h - top) * depth + 6 * u;
    const x = rng.range(-10, c.w + 10);
    const hgt = (12 + 60 * depth) * u * rng.range(0.6, 1.3);
    if (keepout?.(x, y)) continue;
    const lean = rng.range(-0.45, 0.45) * hgt;
    const col = rng.pick(p.blades);
    const d = `M${n(x)} ${n(y)}q${n(lean * 0.2)} ${n(-hgt * 0.6)} ${n(lean)} ${n(-hgt)}`;
    const list = byColor.get(col) ?? [];
    list.push(d);
    byColor.set(col, list);
  }
  for (const [col, ds] of byColor) {
    c.add(`<path d="${ds.join('')}" fill="none" stroke="${col}" stroke-width="${n(2.6 * u)}" stroke-linecap="round"/>`);
  }
}

/** Wildflowers scattered through the meadow: dots far away, five-petal blooms close up. */
export function wildflowers(
  c: Canvas,
  p: Palette,
  top: number,
  count: number,
  ground?: Ground,
  keepout?: Keepout,
): void {
  if (!p.flowers.length) return;
  const { rng, u } = c;
  const dots = new Map<string, string>();
  let blooms = '';
  for (let i = 0; i < count; i++) {
    const depth = rng() ** 0.8;
    const x = rng.range(0, c.w);
    const floor = ground ? Math.max(top, ground(x) + 8 * u) : top;
    const y = floor + (c.h - floor) * depth;
    const r = (2 + 9 * depth) * u;
    const col = rng.pick(p.flowers);
    if (keepout?.(x, y)) continue;
    if (r < 8 * u) {
      dots.set(col, (dots.get(col) ?? '') + circlePath(x, y, r));
      continue;
    }
    blooms += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y + r * 4)}" stroke="${p.blades[0]}" stroke-width="${n(r * 0.3)}"/>`;
    let petals = '';
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 + depth;
      petals += circlePath(x + Math.cos(a) * r * 0.62, y + Math.sin(a) * r * 0.42, r * 0.45);
    }
    blooms += `<path d="${petals}" fill="${col}"/>`;
    blooms += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.35)}" fill="${col === '#ffffff' || col === '#fff0d0' ? '#f2c12e' : darken(col, 0.45)}"/>`;
  }
  c.add([...dots].map(([col, d]) => `<path d="${d}" fill="${col}"/>`).join('') + blooms);
}

/** A newly planted sapling: stake, tie, a few leaves and a ring of mulch. */
export function sapling(c: Canvas, x: number, y: number, size: number, leaf = '#5c9a3c'): void {
  let out = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.55)}" ry="${n(size * 0.13)}" fill="#5a3f2c"/>`;
  out += `<line x1="${n(x + size * 0.12)}" y1="${n(y)}" x2="${n(x + size * 0.12)}" y2="${n(y - size * 1.05)}" stroke="#b89067" stroke-width="${n(size * 0.05)}"/>`;
  out += `<path d="M${n(x)} ${n(y)}q${n(-size * 0.05)} ${n(-size * 0.5)} ${n(size * 0.02)} ${n(-size * 1.15)}" stroke="#6b4f36" stroke-width="${n(size * 0.045)}" fill="none"/>`;
  const leaves: Array<[number, number, number]> = [
    [-0.16, -0.62, -35],
    [0.15, -0.75, 30],
    [-0.12, -0.92, -25],
    [0.12, -1.05, 35],
    [0.01, -1.2, 0],
  ];
  for (const [dx, dy, rot] of leaves) {
    const lx = x + dx * size;
    const ly = y + dy * size;
    out += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(size * 0.13)}" ry="${n(size * 0.065)}" fill="${leaf}" transform="rotate(${rot} ${n(lx)} ${n(ly)})"/>`;
  }
  c.add(out);
}

/** Cattails and rushes at the water's edge. */
export function reeds(c: Canvas, x: number, y: number, spread: number, count: number, color = '#4f6b34'): void {
  const { rng, u } = c;
  let stems = '';
  let heads = '';
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-6, 6) * u;
    const hgt = rng.range(70, 150) * u;
    const lean = rng.range(-18, 18) * u;
    stems += `M${n(bx)} ${n(by)}q${n(lean * 0.3)} ${n(-hgt * 0.5)} ${n(lean)} ${n(-hgt)}`;
    if (rng.chance(0.45)) {
      heads += `<rect x="${n(bx + lean * 0.85 - 4 * u)}" y="${n(by - hgt * 0.92)}" width="${n(8 * u)}" height="${n(26 * u)}" rx="${n(4 * u)}" fill="#5b3b24"/>`;
    }
  }
  c.add(`<path d="${stems}" fill="none" stroke="${color}" stroke-width="${n(3 * u)}" stroke-linecap="round"/>${heads}`);
}

/** A purple coneflower: drooping petals round a spiky dome. */
export function coneflower(c: Canvas, x: number, y: number, size: number, stemTo: number): void {
  let out = `<path d="M${n(x)} ${n(y)}Q${n(x + size * 0.3)} ${n((y + stemTo) / 2)} ${n(x - size * 0.1)} ${n(stemTo)}" stroke="#4c7a34" stroke-width="${n(size * 0.09)}" fill="none"/>`;
  for (let k = 0; k < 12; k++) {
    const a = Math.PI * (0.05 + (k / 11) * 0.9);
    const px = x + Math.cos(a) * size * 0.75;
    const py = y + Math.sin(a) * size * 0.5 + size * 0.1;
    const deg = (a * 180) / Math.PI;
    out += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(size * 0.5)}" ry="${n(size * 0.13)}" fill="${k % 2 ? '#c66fa8' : '#d685b9'}" transform="rotate(${n(deg)} ${n(px)} ${n(py)})"/>`;
  }
  out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.36)}" ry="${n(size * 0.28)}" fill="#8a4a1c"/>`;
  out += `<ellipse cx="${n(x - size * 0.08)}" cy="${n(y - size * 0.08)}" rx="${n(size * 0.16)}" ry="${n(size * 0.1)}" fill="#c0702a" fill-opacity="0.8"/>`;
  c.add(out);
}
