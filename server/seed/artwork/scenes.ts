import { n, type Canvas } from './canvas';
import { darken, mix } from './color';
import { PALETTES, type Palette, type PaletteName } from './palettes';
import {
  clouds,
  ellipseKeepout,
  meadow,
  mist,
  pond,
  ridges,
  sky,
  sun,
  sunHaze,
  trail,
  vignette,
  type Ground,
  type Keepout,
} from './land';
import { bareTree, broadleaf, coneflower, conifer, grass, reeds, sapling, treeline, wildflowers } from './flora';
import { birds, bluebird, deer, geeseV, heron, monarch } from './fauna';
import { brushPile, canopyTent, nestBox, person, randomFigure, seatedBack, table } from './people';

/**
 * The pictures themselves. Every scene paints back to front: sky, distant ridges and trees, the meadow,
 * the subject, then foreground grass and a soft vignette. Positions are fractions of the canvas so the
 * same scene works at 4:3 and at a wide 2:1.
 */
export interface SceneOptions {
  /** Text on the event tent's banner. */
  banner?: string;
}

type Scene = (c: Canvas, o: SceneOptions) => void;

interface Backdrop {
  sun?: [fx: number, fy: number, r: number];
  clouds?: number;
  ridges: [count: number, top: number, bottom: number];
  trees?: { spacing: number; size: [number, number]; conifers?: number; bare?: boolean };
  mist?: [fy: number, height: number, opacity: number];
}

/** Comma-separated entries, each a name and its numbers. */
function readEntries(spec: string): Map<string, number[]> {
  const entries = new Map<string, number[]>();
  for (const entry of spec.split(',')) {
    const [name, ...values] = entry.trim().split(' ');
    entries.set(name, values.map(Number));
  }
  return entries;
}

function missing(name: string, spec: string): never {
  throw new Error(`A scene needs its ${name}: "${spec}"`);
}

/**
 * A backdrop written as comma-separated entries, each a name and its numbers: `sun fx fy r`, `clouds n`,
 * `ridges count top bottom`, `trees spacing smallest largest conifers`, `mist fy height opacity`.
 */
function readBackdrop(spec: string): Backdrop {
  const entries = readEntries(spec);
  const triple = (name: string): [number, number, number] | undefined => {
    const values = entries.get(name);
    return values && [values[0], values[1], values[2]];
  };
  const trees = entries.get('trees');
  return {
    sun: triple('sun'),
    clouds: entries.get('clouds')?.[0],
    ridges: triple('ridges') ?? missing('ridges', spec),
    trees: trees && { spacing: trees[0], size: [trees[1], trees[2]], conifers: trees[3] },
    mist: triple('mist'),
  };
}

/** Sky, sun, clouds, hazy ridges with a tree line on the nearest, and valley mist. */
function backdrop(c: Canvas, p: Palette, spec: string): Ground[] {
  const b = readBackdrop(spec);
  sky(c, p);
  if (b.sun) sun(c, p, b.sun[0] * c.w, b.sun[1] * c.h, b.sun[2] * c.u);
  if (b.clouds) clouds(c, p, b.clouds, 0.1 * c.h, 0.3 * c.h);
  const [count, top, bottom] = b.ridges;
  const grounds = ridges(c, p, count, top * c.h, bottom * c.h);
  if (b.trees)
    treeline(c, p, grounds[grounds.length - 1], { ...b.trees, fade: 0.3, light: b.sun && b.sun[0] > 0.5 ? 1 : -1 });
  if (b.mist) mist(c, p, b.mist[0] * c.h, b.mist[1] * c.u, b.mist[2]);
  return grounds;
}

/** The usual opening of a scene: its palette, the backdrop, and the meadow (`meadow top waves`) in front of it. */
function landscape(c: Canvas, palette: PaletteName, spec: string): { p: Palette; ground: Ground } {
  const p = PALETTES[palette];
  backdrop(c, p, spec);
  const [top, waves] = readEntries(spec).get('meadow') ?? missing('meadow', spec);
  return { p, ground: meadow(c, p, top * c.h, waves) };
}

function finish(
  c: Canvas,
  p: Palette,
  meadowTop: number,
  o: { grass?: number; flowers?: number; ground?: Ground; keepout?: Keepout; vignette?: number } = {},
) {
  if (o.flowers) wildflowers(c, p, meadowTop, o.flowers, o.ground, o.keepout);
  if (o.grass) grass(c, p, meadowTop, o.grass, o.keepout);
  vignette(c, o.vignette ?? 0.26);
}

const meadowMorning: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'morning',
    'sun 0.76 0.3 38, clouds 4, ridges 3 0.4 0.53, trees 30 34 60 0.25, mist 0.56 140 0.75, meadow 0.63 18',
  );
  broadleaf(c, 0.14 * c.w, ground(0.14 * c.w) + 30 * c.u, 260 * c.u, p.foliage[0], p.trunk, 1);
  broadleaf(c, 0.24 * c.w, ground(0.24 * c.w) + 16 * c.u, 150 * c.u, p.foliage[2], p.trunk, 1);
  sunHaze(c, p, 0.76 * c.w, 0.3 * c.h, 0.6 * c.w, 0.35);
  birds(c, p.ink, 5, { x: 0.45 * c.w, y: 0.12 * c.h, w: 0.25 * c.w, h: 0.12 * c.h }, 14);
  finish(c, p, 0.64 * c.h, { flowers: 260, grass: 420, ground });
};

const pondGolden: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'golden',
    'sun 0.42 0.46 44, clouds 3, ridges 3 0.44 0.54, trees 26 30 58 0.3, mist 0.55 90 0.5, meadow 0.6 10',
  );
  const water = [0.46 * c.w, 0.75 * c.h, 0.36 * c.w, 0.1 * c.h] as const;
  pond(c, p, ...water, 0.42 * c.w);
  reeds(c, 0.12 * c.w, 0.8 * c.h, 60 * c.u, 26, darken(p.blades[0], 0.2));
  reeds(c, 0.83 * c.w, 0.79 * c.h, 70 * c.u, 22, darken(p.blades[0], 0.2));
  sunHaze(c, p, 0.42 * c.w, 0.46 * c.h, 0.7 * c.w, 0.45);
  birds(c, p.ink, 6, { x: 0.55 * c.w, y: 0.16 * c.h, w: 0.3 * c.w, h: 0.14 * c.h }, 13);
  finish(c, p, 0.62 * c.h, { grass: 300, flowers: 60, ground, keepout: ellipseKeepout(...water), vignette: 0.32 });
};

const autumnTrail: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'autumn',
    'sun 0.68 0.2 30, clouds 3, ridges 2 0.42 0.5, trees 22 40 70 0.15, meadow 0.58 8',
  );
  treeline(c, p, (x) => ground(x) + 14 * c.u, { spacing: 70, size: [90, 140], conifers: 0.1, light: 1 });
  const path = trail(c, p, 0.48 * c.w, 0.56 * c.w, 0.6 * c.h, 0.5 * c.w);
  for (const [fx, size, k] of [
    [0.06, 420, 0],
    [0.93, 460, 2],
    [0.2, 300, 1],
    [0.8, 320, 4],
  ] as const) {
    broadleaf(c, fx * c.w, c.h * (0.9 + (size > 400 ? 0.12 : 0.04)), size * c.u, p.foliage[k], p.trunk, 1);
  }
  person(c, 0.57 * c.w, 0.66 * c.h, 0.55 * c.u, randomFigure(c), 'walk', -1);
  person(c, 0.6 * c.w, 0.655 * c.h, 0.52 * c.u, randomFigure(c), 'walk', -1);
  finish(c, p, 0.6 * c.h, { flowers: 320, grass: 260, ground, keepout: path });
};

const winterRows: Scene = (c) => {
  const { p } = landscape(
    c,
    'winter',
    'sun 0.3 0.24 34, clouds 2, ridges 2 0.42 0.5, trees 26 36 60 0.4, meadow 0.55 6',
  );
  const vx = 0.55 * c.w;
  const vy = 0.53 * c.h;
  const rows = [-1.6, -0.9, -0.35, 0.35, 0.9, 1.6];
  const trees: Array<{ x: number; y: number; s: number; evergreen: boolean }> = [];
  for (const r of rows) {
    for (let k = 1; k <= 7; k++) {
      const t = (k / 7) ** 1.6; // nearer trees further apart, as perspective spaces them
      const y = vy + (c.h * 1.05 - vy) * t;
      const x = vx + r * c.w * 0.45 * t;
      trees.push({ x, y, s: (30 + 330 * t) * c.u, evergreen: Math.abs(r) < 0.5 });
    }
  }
  trees.sort((a, b) => a.y - b.y);
  for (const t of trees) {
    c.add(
      `<ellipse cx="${n(t.x + t.s * 0.25)}" cy="${n(t.y)}" rx="${n(t.s * 0.4)}" ry="${n(t.s * 0.06)}" fill="#9fb3c8" fill-opacity="0.5"/>`,
    );
    if (t.evergreen) conifer(c, t.x, t.y, t.s * 0.75, p.conifer, -1);
    else bareTree(c, t.x, t.y, t.s * 1.3, mix(p.trunk, p.sky[2], Math.max(0, 0.5 - t.s / (600 * c.u))));
  }
  finish(c, p, 0.58 * c.h, { grass: 140, vignette: 0.22 });
};

const panorama: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'morning',
    'sun 0.7 0.26 40, clouds 6, ridges 4 0.38 0.52, trees 28 34 62 0.3, mist 0.55 110 0.6, meadow 0.62 14',
  );
  const water = [0.62 * c.w, 0.78 * c.h, 0.22 * c.w, 0.07 * c.h] as const;
  pond(c, p, ...water, 0.7 * c.w);
  reeds(c, 0.42 * c.w, 0.8 * c.h, 40 * c.u, 14, darken(p.blades[0], 0.2));
  broadleaf(c, 0.08 * c.w, ground(0.08 * c.w) + 40 * c.u, 300 * c.u, p.foliage[0], p.trunk, 1);
  broadleaf(c, 0.93 * c.w, ground(0.93 * c.w) + 50 * c.u, 280 * c.u, p.foliage[3], p.trunk, -1);
  sunHaze(c, p, 0.7 * c.w, 0.26 * c.h, 0.5 * c.w, 0.3);
  birds(c, p.ink, 7, { x: 0.3 * c.w, y: 0.1 * c.h, w: 0.3 * c.w, h: 0.14 * c.h }, 14);
  finish(c, p, 0.63 * c.h, { flowers: 320, grass: 520, ground, keepout: ellipseKeepout(...water) });
};

const aboutMeadow: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'midday',
    'sun 0.2 0.14 36, clouds 5, ridges 3 0.44 0.55, trees 28 36 62 0.2, meadow 0.6 22',
  );
  broadleaf(c, 0.8 * c.w, ground(0.8 * c.w) + 60 * c.u, 380 * c.u, p.foliage[1], p.trunk, -1);
  finish(c, p, 0.6 * c.h, { flowers: 420, grass: 420, ground });
};

const planting: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'midday',
    'sun 0.86 0.12 34, clouds 4, ridges 3 0.4 0.5, trees 28 36 64 0.2, meadow 0.54 10',
  );
  for (let k = 0; k < 6; k++) sapling(c, (0.18 + k * 0.13) * c.w, ground((0.18 + k * 0.13) * c.w) + 40 * c.u, 60 * c.u);
  for (let k = 0; k < 5; k++) sapling(c, (0.12 + k * 0.17) * c.w, 0.7 * c.h, 110 * c.u);
  person(c, 0.78 * c.w, 0.74 * c.h, 1.35 * c.u, randomFigure(c, { vest: true }), 'carry', -1);
  sapling(c, 0.5 * c.w, 0.86 * c.h, 190 * c.u);
  person(c, 0.3 * c.w, 0.86 * c.h, 2.1 * c.u, randomFigure(c, { hat: '#d8c49a' }), 'dig', 1);
  person(c, 0.62 * c.w, 0.9 * c.h, 2.0 * c.u, randomFigure(c, { vest: true }), 'kneel', -1);
  finish(c, p, 0.56 * c.h, { flowers: 90, grass: 260, ground });
};

const vineClearing: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'morning',
    'sun 0.2 0.2 34, clouds 3, ridges 2 0.4 0.48, mist 0.5 100 0.5, meadow 0.52 6',
  );
  for (let row = 0; row < 3; row++) {
    const y = (0.55 + row * 0.07) * c.h;
    for (let k = 0; k < 9; k++) {
      const x = (k / 8) * c.w * 1.1 - 0.05 * c.w + row * 40 * c.u;
      broadleaf(c, x, y, (70 + row * 30) * c.u, p.foliage[(k + row) % p.foliage.length], p.trunk, -1);
    }
  }
  brushPile(c, 0.66 * c.w, 0.86 * c.h, 420 * c.u);
  person(c, 0.4 * c.w, 0.9 * c.h, 2 * c.u, randomFigure(c, { vest: true, hat: '#2f5d3a' }), 'dig', 1);
  person(c, 0.86 * c.w, 0.84 * c.h, 1.7 * c.u, randomFigure(c), 'point', -1);
  finish(c, p, 0.74 * c.h, { grass: 300, flowers: 40, ground });
};

const seedSowing: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'golden',
    'sun 0.78 0.4 40, clouds 3, ridges 3 0.42 0.52, trees 26 32 56 0.2, meadow 0.57 12',
  );
  sunHaze(c, p, 0.78 * c.w, 0.4 * c.h, 0.7 * c.w, 0.4);
  const x = 0.42 * c.w;
  const y = 0.86 * c.h;
  const s = 2.1 * c.u;
  person(c, x, y, s, randomFigure(c, { pack: '#7a5230', hat: '#d8c49a' }), 'point', 1);
  let seeds = '';
  for (let k = 0; k < 60; k++) {
    const t = c.rng();
    const sx = x + (60 + t * 260) * s * 0.6 + c.rng.range(-20, 20) * c.u;
    const sy = y - 150 * s + t * t * 150 * s + c.rng.range(-18, 18) * c.u;
    seeds += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(c.rng.range(2, 4) * c.u)}"/>`;
  }
  c.add(`<g fill="#5a4128" fill-opacity="0.85">${seeds}</g>`);
  person(c, 0.2 * c.w, 0.76 * c.h, 1.4 * c.u, randomFigure(c), 'walk', 1);
  finish(c, p, 0.58 * c.h, { grass: 360, flowers: 120, ground, vignette: 0.3 });
};

const nestBoxes: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'midday',
    'sun 0.15 0.14 34, clouds 4, ridges 3 0.42 0.53, trees 28 34 60 0.25, meadow 0.6 14',
  );
  for (const [fx, s] of [
    [0.62, 0.22],
    [0.76, 0.3],
    [0.92, 0.42],
  ] as const)
    nestBox(c, fx * c.w, ground(fx * c.w) + (20 + s * 200) * c.u, s * c.u);
  nestBox(c, 0.34 * c.w, 1.02 * c.h, 1.45 * c.u);
  bluebird(c, 0.34 * c.w + 10 * c.u, 1.02 * c.h - 440 * 1.45 * c.u, 1.5 * c.u, 1);
  finish(c, p, 0.62 * c.h, { flowers: 380, grass: 380, ground });
};

const tentDay: Scene = (c, o) => {
  const { p, ground } = landscape(
    c,
    'midday',
    'sun 0.85 0.12 32, clouds 4, ridges 3 0.36 0.46, trees 24 44 76 0.2, meadow 0.5 8',
  );
  treeline(c, p, (x) => ground(x) + 20 * c.u, { spacing: 90, size: [110, 160], conifers: 0.15, light: 1 });
  canopyTent(c, 0.5 * c.w, 0.84 * c.h, 640 * c.u, '#2f6f4f', o.banner);
  // Hosts stand behind the table, so it is drawn after them.
  person(c, 0.44 * c.w, 0.8 * c.h, 1.1 * c.u, randomFigure(c, { vest: true }), 'stand', 1);
  person(c, 0.56 * c.w, 0.8 * c.h, 1.1 * c.u, randomFigure(c), 'carry', -1);
  table(c, 0.5 * c.w, 0.84 * c.h, 360 * c.u);
  person(c, 0.16 * c.w, 0.9 * c.h, 1.9 * c.u, randomFigure(c), 'walk', 1);
  person(c, 0.82 * c.w, 0.93 * c.h, 2 * c.u, randomFigure(c), 'stand', -1);
  person(c, 0.9 * c.w, 0.9 * c.h, 1.7 * c.u, randomFigure(c), 'stand', -1);
  finish(c, p, 0.86 * c.h, { grass: 200, flowers: 30, ground });
};

const guidedWalk: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'morning',
    'sun 0.25 0.26 36, clouds 3, ridges 3 0.4 0.5, trees 28 36 62 0.25, mist 0.53 100 0.6, meadow 0.57 10',
  );
  const path = trail(c, p, 0.42 * c.w, 0.62 * c.w, 0.58 * c.h, 0.5 * c.w);
  const walkers: Array<[number, number, number]> = [
    [0.6, 0.64, 0.7],
    [0.57, 0.68, 0.85],
    [0.54, 0.72, 1.0],
    [0.5, 0.76, 1.15],
    [0.46, 0.82, 1.4],
    [0.4, 0.9, 1.75],
  ];
  for (const [fx, fy, s] of walkers) person(c, fx * c.w, fy * c.h, s * c.u, randomFigure(c), 'walk', 1);
  person(c, 0.68 * c.w, 0.66 * c.h, 0.85 * c.u, randomFigure(c, { hat: '#2f5d3a', shirt: '#3f7a3a' }), 'point', -1);
  finish(c, p, 0.6 * c.h, { flowers: 260, grass: 380, ground, keepout: path });
};

const annualMeeting: Scene = (c, o) => {
  const { p, ground } = landscape(
    c,
    'golden',
    'sun 0.86 0.36 36, clouds 3, ridges 3 0.36 0.46, trees 24 44 74 0.25, meadow 0.5 8',
  );
  treeline(c, p, (x) => ground(x) + 20 * c.u, { spacing: 90, size: [110, 160], conifers: 0.2, light: 1 });
  sunHaze(c, p, 0.86 * c.w, 0.36 * c.h, 0.6 * c.w, 0.35);
  canopyTent(c, 0.5 * c.w, 0.72 * c.h, 560 * c.u, '#f4f1ea', o.banner);
  person(c, 0.43 * c.w, 0.7 * c.h, 1.0 * c.u, randomFigure(c, { shirt: '#2f5d3a' }), 'point', 1);
  for (let row = 0; row < 3; row++) {
    const y = (0.84 + row * 0.09) * c.h;
    const s = (1.1 + row * 0.35) * c.u;
    for (let k = 0; k < 7 - row; k++) {
      const x = 0.5 * c.w + (k - (6 - row) / 2) * 135 * s + (row % 2) * 30 * c.u;
      seatedBack(c, x, y, s, randomFigure(c));
    }
  }
  vignette(c, 0.3);
};

const publicLandsDay: Scene = (c, o) => {
  const { p, ground } = landscape(
    c,
    'midday',
    'sun 0.5 0.1 30, clouds 5, ridges 3 0.38 0.48, trees 26 40 70 0.25, meadow 0.52 8',
  );
  canopyTent(c, 0.24 * c.w, 0.7 * c.h, 440 * c.u, '#1f5f8b', o.banner);
  table(c, 0.24 * c.w, 0.7 * c.h, 250 * c.u);
  const path = trail(c, p, 0.7 * c.w, 0.78 * c.w, 0.55 * c.h, 0.42 * c.w);
  for (let k = 0; k < 4; k++) sapling(c, (0.46 + k * 0.05) * c.w, (0.62 + k * 0.025) * c.h, (50 + k * 14) * c.u);
  person(c, 0.62 * c.w, 0.86 * c.h, 1.9 * c.u, randomFigure(c, { vest: true }), 'dig', 1);
  person(c, 0.86 * c.w, 0.8 * c.h, 1.6 * c.u, randomFigure(c, { vest: true }), 'carry', -1);
  person(c, 0.44 * c.w, 0.9 * c.h, 2 * c.u, randomFigure(c, { vest: true, hat: '#c0392b' }), 'kneel', 1);
  sapling(c, 0.44 * c.w + 52 * c.u, 0.9 * c.h, 150 * c.u);
  finish(c, p, 0.75 * c.h, { grass: 240, flowers: 60, ground, keepout: path });
};

const deerEdge: Scene = (c) => {
  const { p, ground } = landscape(c, 'morning', 'sun 0.2 0.24 36, clouds 2, ridges 2 0.38 0.46, meadow 0.52 6');
  treeline(c, p, (x) => ground(x) + 10 * c.u, { spacing: 60, size: [120, 190], conifers: 0.35, light: -1 });
  mist(c, p, 0.58 * c.h, 160 * c.u, 0.7);
  deer(c, 0.72 * c.w, 0.66 * c.h, 0.75 * c.u, -1, '#8a6242');
  deer(c, 0.44 * c.w, 0.84 * c.h, 1.7 * c.u, 1);
  sunHaze(c, p, 0.2 * c.w, 0.24 * c.h, 0.7 * c.w, 0.3);
  finish(c, p, 0.64 * c.h, { grass: 520, flowers: 90, ground });
};

const monarchCloseUp: Scene = (c) => {
  const { rng, u } = c;
  const bg = c.linear([
    [0, '#bfe0c8'],
    [0.5, '#8fbf78'],
    [1, '#4f8a3a'],
  ]);
  c.add(`<rect width="${c.w}" height="${c.h}" fill="${bg}"/>`);
  // Out-of-focus meadow behind the flower: soft discs of light and colour.
  for (let k = 0; k < 28; k++) {
    const x = rng.range(0, c.w);
    const y = rng.range(0, c.h);
    const r = rng.range(40, 160) * u;
    const col = rng.pick(['#f4f0c0', '#d7ecb0', '#9cc77a', '#e6b8d8', '#fff7d6']);
    const fill = c.radial(
      [
        [0, col, rng.range(0.35, 0.6)],
        [0.8, col, 0.15],
        [1, col, 0],
      ],
      x,
      y,
      r,
    );
    c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`);
  }
  coneflower(c, 0.18 * c.w, 0.62 * c.h, 90 * u, c.h * 1.05);
  coneflower(c, 0.84 * c.w, 0.5 * c.h, 110 * u, c.h * 1.05);
  coneflower(c, 0.5 * c.w, 0.6 * c.h, 200 * u, c.h * 1.05);
  monarch(c, 0.5 * c.w, 0.42 * c.h, 1.45 * u, -12);
  const p = PALETTES.midday;
  grass(c, p, 0.82 * c.h, 160);
  vignette(c, 0.3);
};

const heronPond: Scene = (c) => {
  const { p, ground } = landscape(
    c,
    'morning',
    'sun 0.82 0.22 34, clouds 3, ridges 2 0.34 0.42, trees 26 44 74 0.3, meadow 0.46 6',
  );
  treeline(c, p, (x) => ground(x) + 8 * c.u, { spacing: 70, size: [90, 140], conifers: 0.3, light: 1 });
  pond(c, p, 0.5 * c.w, 0.8 * c.h, 0.75 * c.w, 0.26 * c.h, 0.82 * c.w);
  reeds(c, 0.06 * c.w, 0.98 * c.h, 90 * c.u, 34);
  reeds(c, 0.95 * c.w, 0.72 * c.h, 60 * c.u, 20);
  const hx = 0.56 * c.w;
  const hy = 0.84 * c.h;
  heron(c, hx, hy, 1.5 * c.u, 1);
  const ripple = (rx: number) =>
    `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(rx * c.u)}" ry="${n(rx * 0.22 * c.u)}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(3 * c.u)}"/>`;
  c.add(
    `<ellipse cx="${n(hx)}" cy="${n(hy + 4 * c.u)}" rx="${n(46 * c.u)}" ry="${n(10 * c.u)}" fill="${p.water[1]}" fill-opacity="0.6"/>`,
  );
  c.add(ripple(50) + ripple(90) + ripple(140));
  vignette(c, 0.26);
};

const geeseDusk: Scene = (c) => {
  const p = PALETTES.dusk;
  backdrop(c, p, 'sun 0.3 0.47 50, clouds 4, ridges 3 0.52 0.62, trees 24 40 70 0.4');
  sunHaze(c, p, 0.3 * c.w, 0.47 * c.h, 0.8 * c.w, 0.3);
  const ground = meadow(c, p, 0.7 * c.h, 10);
  broadleaf(c, 0.86 * c.w, ground(0.86 * c.w) + 40 * c.u, 300 * c.u, '#1b2030', '#151925', -1);
  broadleaf(c, 0.74 * c.w, ground(0.74 * c.w) + 24 * c.u, 170 * c.u, '#20263a', '#151925', -1);
  geeseV(c, p.ink, 0.72 * c.w, 0.26 * c.h, 9, 30);
  birds(c, p.ink, 3, { x: 0.1 * c.w, y: 0.2 * c.h, w: 0.2 * c.w, h: 0.1 * c.h }, 10);
  finish(c, p, 0.72 * c.h, { grass: 220, ground, vignette: 0.34 });
};

export const SCENES = {
  meadowMorning,
  pondGolden,
  autumnTrail,
  winterRows,
  panorama,
  aboutMeadow,
  planting,
  vineClearing,
  seedSowing,
  nestBoxes,
  tentDay,
  guidedWalk,
  annualMeeting,
  publicLandsDay,
  deerEdge,
  monarchCloseUp,
  heronPond,
  geeseDusk,
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof SCENES;
