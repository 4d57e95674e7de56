import { n, type Canvas } from './canvas';
import { darken, lighten, mix } from './color';
import type { Palette } from './palettes';

/** A ground line: the height of the land at any x. */
export type Ground = (x: number) => number;

export function sky(c: Canvas, p: Palette): void {
  const fill = c.linear([
    [0, p.sky[0]],
    [0.55, p.sky[1]],
    [1, p.sky[2]],
  ]);
  c.add(`<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`);
}

export function sun(c: Canvas, p: Palette, x: number, y: number, r: number): void {
  const glow = c.radial(
    [
      [0, p.glow, 0.75],
      [0.25, p.glow, 0.35],
      [1, p.glow, 0],
    ],
    x,
    y,
    r * 9,
  );
  c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 9)}" fill="${glow}"/>`);
  c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${p.sun}"/>`);
}

/** Soft cumulus: a flat-bottomed heap of puffs with a shaded underside, smaller toward the horizon. */
export function clouds(c: Canvas, p: Palette, count: number, top: number, bottom: number): void {
  const { rng, u } = c;
  const slot = c.w / count;
  for (let i = 0; i < count; i++) {
    const cx = (i + rng.range(0.1, 0.9)) * slot;
    const depth = rng();
    const cy = top + (bottom - top) * depth;
    const width = rng.range(220, 420) * u * (1.1 - depth * 0.55);
    const puffs = rng.int(4, 7);
    // Thin clouds are painted in a colour mixed toward the sky rather than made transparent, because
    // transparency makes the rasteriser paint the cloud on a separate layer, which is slow.
    const thin = rng.range(0.15, 0.5);
    const shade = mix(p.cloudShade, p.sky[1], 0.25 + thin * 0.5);
    const body = mix(p.cloud, p.sky[1], thin * 0.6);
    let shapes = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(width * 0.52)}" ry="${n(width * 0.07)}" fill="${shade}"/>`;
    for (let k = 0; k < puffs; k++) {
      const t = (k + 0.5) / puffs;
      const px = cx - width * 0.42 + t * width * 0.84 + rng.range(-8, 8) * u;
      const r = width * (0.08 + Math.sin(Math.PI * t) * rng.range(0.08, 0.15));
      shapes += `<circle cx="${n(px)}" cy="${n(cy - width * 0.03 - r * 0.45)}" r="${n(r)}" fill="${body}"/>`;
    }
    shapes += `<ellipse cx="${n(cx)}" cy="${n(cy - width * 0.035)}" rx="${n(width * 0.47)}" ry="${n(width * 0.055)}" fill="${body}"/>`;
    c.add(shapes);
  }
}

/** A rolling ridge line made of a few sine waves with random phases. */
export function ridgeLine(c: Canvas, baseY: number, amplitude: number, roughness = 1): Ground {
  const { rng, w } = c;
  const waves = [
    { f: rng.range(0.6, 1.4) / w, a: amplitude, ph: rng.range(0, 6.3) },
    { f: rng.range(2, 3.5) / w, a: amplitude * 0.45, ph: rng.range(0, 6.3) },
    { f: rng.range(7, 11) / w, a: amplitude * 0.12 * roughness, ph: rng.range(0, 6.3) },
  ];
  return (x) => baseY - waves.reduce((s, v) => s + v.a * Math.sin(2 * Math.PI * v.f * x + v.ph), 0);
}

export function landPath(c: Canvas, ground: Ground, step = 12): string {
  let d = `M0 ${n(ground(0))}`;
  for (let x = step; x < c.w + step; x += step) d += `L${n(Math.min(x, c.w))} ${n(ground(Math.min(x, c.w)))}`;
  return `${d}L${c.w} ${c.h}L0 ${c.h}Z`;
}

/** Far ridges, each hazier than the one in front of it. Returns their ground lines, far to near. */
export function ridges(c: Canvas, p: Palette, count: number, top: number, bottom: number): Ground[] {
  const grounds: Ground[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 1 : i / (count - 1);
    const baseY = top + (bottom - top) * t;
    const ground = ridgeLine(c, baseY, (38 - 18 * t) * c.u);
    const base = p.hills[Math.min(i, p.hills.length - 1)];
    const color = mix(base, p.sky[2], p.haze * (1 - t) * 0.9 + 0.08);
    const fill = c.linear([
      [0, lighten(color, 0.06)],
      [1, darken(color, 0.06)],
    ]);
    c.add(`<path d="${landPath(c, ground, 16)}" fill="${fill}"/>`);
    grounds.push(ground);
  }
  return grounds;
}

/** A band of morning mist lying in a valley. */
export function mist(c: Canvas, p: Palette, y: number, height: number, opacity: number): void {
  const fill = c.linear([
    [0, p.mist, 0],
    [0.5, p.mist, opacity],
    [1, p.mist, 0],
  ]);
  c.add(`<rect x="0" y="${n(y - height / 2)}" width="${c.w}" height="${n(height)}" fill="${fill}"/>`);
}

/** The meadow in front: a gentle swell of land with a gradient toward the viewer. */
export function meadow(c: Canvas, p: Palette, baseY: number, amplitude: number): Ground {
  const ground = ridgeLine(c, baseY, amplitude * c.u, 0.4);
  const fill = c.linear([
    [0, p.meadow[0]],
    [1, p.meadow[1]],
  ]);
  c.add(`<path d="${landPath(c, ground)}" fill="${fill}"/>`);
  return ground;
}

/** The outline of a pond: an ellipse with a gently irregular shore. */
export function pondShape(c: Canvas, cx: number, cy: number, rx: number, ry: number): string {
  const { rng } = c;
  const a = rng.range(0, 6.3);
  const b = rng.range(0, 6.3);
  const pts: string[] = [];
  for (let k = 0; k < 72; k++) {
    const th = (k / 72) * Math.PI * 2;
    const r = 1 + 0.05 * Math.sin(2 * th + a) + 0.035 * Math.sin(3 * th + b);
    pts.push(`${n(cx + Math.cos(th) * rx * r)} ${n(cy + Math.sin(th) * ry * r)}`);
  }
  return `M${pts.join('L')}Z`;
}

/** A pond seen from a low angle: the sky and the far trees in it, a soft shore, and glints. */
export function pond(c: Canvas, p: Palette, cx: number, cy: number, rx: number, ry: number, sunX?: number): void {
  const { rng, u } = c;
  const shape = pondShape(c, cx, cy, rx, ry);
  c.add(`<path d="${shape}" fill="${darken(p.meadow[0], 0.18)}" transform="translate(0 ${n(ry * 0.06)})"/>`);
  const water = c.linear([
    [0, mix(p.water[0], p.sky[2], 0.35)],
    [0.5, p.water[0]],
    [1, p.water[1]],
  ]);
  const clip = c.clip(shape);
  let inside = `<rect x="${n(cx - rx * 1.2)}" y="${n(cy - ry * 1.2)}" width="${n(rx * 2.4)}" height="${n(ry * 2.4)}" fill="${water}"/>`;
  const reflection = c.linear([
    [0, darken(p.foliage[0], 0.1), 0.55],
    [1, p.foliage[0], 0],
  ]);
  inside += `<rect x="${n(cx - rx * 1.2)}" y="${n(cy - ry * 1.1)}" width="${n(rx * 2.4)}" height="${n(ry * 0.7)}" fill="${reflection}"/>`;
  if (sunX !== undefined && Math.abs(sunX - cx) < rx * 0.9) {
    for (let k = 0; k < 10; k++) {
      const gy = cy - ry * 0.7 + k * ry * 0.17;
      const half = (1 - k / 12) * rx * rng.range(0.04, 0.1);
      inside += `<rect x="${n(sunX - half)}" y="${n(gy)}" width="${n(half * 2)}" height="${n(3 * u)}" rx="${n(1.5 * u)}" fill="${p.sun}" fill-opacity="0.7"/>`;
    }
  }
  for (let k = 0; k < 12; k++) {
    const y = cy - ry * 0.6 + rng() * ry * 1.4;
    const span = Math.sqrt(Math.max(0, 1 - ((y - cy) / ry) ** 2)) * rx;
    const x = cx + rng.range(-0.8, 0.6) * span;
    inside += `<rect x="${n(x)}" y="${n(y)}" width="${n(rng.range(30, 100) * u)}" height="${n(2.5 * u)}" rx="${n(1.2 * u)}" fill="#ffffff" fill-opacity="0.35"/>`;
  }
  c.add(`<g clip-path="${clip}">${inside}</g>`);
  c.add(
    `<path d="${shape}" fill="none" stroke="${darken(p.meadow[0], 0.3)}" stroke-opacity="0.5" stroke-width="${n(3 * u)}"/>`,
  );
}

/** Where grass and flowers must not grow (on water, on a path). */
export type Keepout = (x: number, y: number) => boolean;

export const ellipseKeepout =
  (cx: number, cy: number, rx: number, ry: number): Keepout =>
  (x, y) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 1;

/** A mown path winding from the viewer's feet to a point on the horizon. */
export function trail(c: Canvas, p: Palette, fromX: number, toX: number, toY: number, width: number): Keepout {
  const { rng } = c;
  const wiggle = rng.range(0.06, 0.12) * c.w;
  const phase = rng.range(0, Math.PI);
  const left: string[] = [];
  const right: string[] = [];
  const samples: Array<{ x: number; y: number; half: number }> = [];
  const steps = 40;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps; // 0 at the viewer, 1 at the horizon
    const e = 1 - (1 - t) ** 2;
    const x = fromX + (toX - fromX) * e + Math.sin(t * Math.PI * 1.6 + phase) * wiggle * (1 - t);
    const y = c.h + 10 - (c.h + 10 - toY) * e;
    const half = (width / 2) * (1 - t) ** 1.4 + 2 * c.u;
    samples.push({ x, y, half });
    left.push(`${n(x - half)} ${n(y)}`);
    right.push(`${n(x + half)} ${n(y)}`);
  }
  const fill = c.linear([
    [0, mix('#c9b48a', p.meadow[0], 0.35)],
    [1, mix('#b39566', p.meadow[1], 0.2)],
  ]);
  c.add(`<path d="M${left.join('L')}L${right.reverse().join('L')}Z" fill="${fill}"/>`);
  return (x, y) => {
    let best = samples[0];
    for (const s of samples) if (Math.abs(s.y - y) < Math.abs(best.y - y)) best = s;
    return y >= toY && Math.abs(x - best.x) < best.half * 0.9;
  };
}

/** Warm light spilling from the sun over everything beneath it. */
export function sunHaze(c: Canvas, p: Palette, x: number, y: number, radius: number, opacity: number): void {
  const fill = c.radial(
    [
      [0, p.glow, opacity],
      [1, p.glow, 0],
    ],
    x,
    y,
    radius,
  );
  c.add(`<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`);
}

/** A gentle darkening toward the corners, as a camera lens does. */
export function vignette(c: Canvas, strength = 0.28): void {
  const fill = c.radial(
    [
      [0.55, '#000000', 0],
      [1, '#000000', strength],
    ],
    c.w / 2,
    c.h / 2,
    Math.hypot(c.w, c.h) / 2,
  );
  c.add(`<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`);
}
