/**
 * Times of day and seasons on the preserve. Each palette is one mood; hills are listed far to near and
 * fade into the horizon colour by `haze` so the distance reads without any blur.
 */
export interface Palette {
  sky: [top: string, middle: string, horizon: string];
  sun: string;
  glow: string;
  cloud: string;
  cloudShade: string;
  hills: string[];
  foliage: string[];
  conifer: string;
  trunk: string;
  meadow: [far: string, near: string];
  blades: string[];
  flowers: string[];
  water: [top: string, deep: string];
  haze: number;
  mist: string;
  ink: string;
  snow?: boolean;
}

/**
 * A palette written as comma-separated entries, each a name and its values: the colours of `sky` (top, middle,
 * horizon), `hills` (far to near), `meadow` and `water` (two each) and so on, `haze` a number, `snow` alone.
 */
function palette(spec: string): Palette {
  const entries = new Map<string, string[]>();
  for (const entry of spec.split(',')) {
    const [name, ...values] = entry.trim().split(/\s+/);
    if (name) entries.set(name, values);
  }
  const list = (name: string, count?: number): string[] => {
    const values = entries.get(name);
    if (!values || (count !== undefined && values.length !== count)) {
      throw new Error(`A palette needs ${count ?? 'a list of'} value(s) for "${name}"`);
    }
    return values;
  };
  const one = (name: string) => list(name, 1)[0];
  const two = (name: string): [string, string] => {
    const [a, b] = list(name, 2);
    return [a, b];
  };
  const [top, middle, horizon] = list('sky', 3);
  return {
    sky: [top, middle, horizon],
    sun: one('sun'),
    glow: one('glow'),
    cloud: one('cloud'),
    cloudShade: one('cloudShade'),
    hills: list('hills'),
    foliage: list('foliage'),
    conifer: one('conifer'),
    trunk: one('trunk'),
    meadow: two('meadow'),
    blades: list('blades'),
    flowers: list('flowers'),
    water: two('water'),
    haze: Number(one('haze')),
    mist: one('mist'),
    ink: one('ink'),
    ...(entries.has('snow') ? { snow: true } : {}),
  };
}

export const PALETTES = {
  morning: palette(`
    sky #7fb2de #bcd8ea #f6dcc0, sun #fff4d6, glow #ffe2b0, cloud #ffffff, cloudShade #e6d6d8,
    hills #8aa7b5 #6f9486 #587f5c #4b7444, foliage #3f6e3c #4d7d41 #5d8c47 #35603a, conifer #2f5538, trunk #4a3a2c,
    meadow #88a955 #5d8a3c, blades #4f7d35 #6b9a44 #86ad52 #3f6a2e, flowers #f4d03f #ffffff #b58fd6 #f2b6c9,
    water #c9dfe8 #5f8fa3, haze 0.55, mist #f7efe6, ink #2c3a40
  `),
  midday: palette(`
    sky #3f86c9 #79b4e3 #d3eaf5, sun #fffbe8, glow #fff3c4, cloud #ffffff, cloudShade #d5e1ea,
    hills #7f9fb3 #6c9a7a #5a8c4f #4d8340, foliage #3d7336 #4f8a3d #61994a #2f6331, conifer #285234, trunk #4d3a29,
    meadow #9cbf5a #669a3d, blades #558c34 #74a845 #94bf55 #467a2c, flowers #f6d32d #ffffff #9b7fd4 #ef8fb0 #f39c33,
    water #a9d3ea #3f7f9e, haze 0.45, mist #eef6fa, ink #263238
  `),
  golden: palette(`
    sky #5b7fb6 #e9b98a #fbd38d, sun #fff1c7, glow #ffc76b, cloud #fbe3c2, cloudShade #d9a27d,
    hills #a3948f #7d8a66 #62784a #4f6a38, foliage #4e6b2f #667d36 #7a8a3a #3e5a2a, conifer #304a2c, trunk #3f2f22,
    meadow #b9ad5b #7b8a3a, blades #7b8a3a #a39a48 #c2ae5a #5e6f2c, flowers #f7c948 #fff0d0 #d98c5f #c58fd0,
    water #f3c98f #5e6f86, haze 0.6, mist #ffe8c4, ink #2e2520
  `),
  dusk: palette(`
    sky #2b3a6b #b0668a #f4a261, sun #ffe3b3, glow #f7a072, cloud #e8a3a5, cloudShade #7d5a7d,
    hills #7a6a8a #524e6e #3b3f55 #2b3240, foliage #263041 #2d3748 #1f2836 #323a4e, conifer #1c2330, trunk #1c2028,
    meadow #4a4660 #1d2130, blades #1d2231 #262b3c #171b28, flowers #c9a0c0 #f0c0a0, water #f2b38a #3a4060,
    haze 0.5, mist #d7a6b3, ink #1b1e2b
  `),
  autumn: palette(`
    sky #4f89c2 #9cc3e0 #f1e2cc, sun #fff6dd, glow #ffe0a6, cloud #ffffff, cloudShade #dfd3cc,
    hills #9a9ea8 #9c8a62 #8c6a3a #6f5a2e, foliage #c8641e #e0962b #b23c1f #d9b23a #8c4a22 #6b7a30, conifer #2f4f33,
    trunk #3e2e22, meadow #b59a55 #8a7a3a, blades #8a7a3a #a8904a #c4a85e #6d6230, flowers #e6b422 #9b6fc7 #f3e6c4,
    water #bcd4e2 #4f7489, haze 0.5, mist #f4eadb, ink #2b2622
  `),
  winter: palette(`
    sky #8fa9c6 #c5d3e0 #eef0f2, sun #ffffff, glow #fff6e6, cloud #f4f6f8, cloudShade #c9d1db,
    hills #b3bfcc #9aa8b6 #dfe6ec #eef2f5, foliage #5e6a5c #4f5d50, conifer #34483c, trunk #4a403a,
    meadow #e9eef2 #f7f9fb, blades #a89b80 #8c8070 #c2b593, flowers, water #d7e3ec #8aa2b4, haze 0.55, mist #f4f7fa,
    ink #3a4048, snow
  `),
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;
