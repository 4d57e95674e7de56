import { n, n2, type Canvas } from './canvas';

/**
 * Animals, each drawn once in its own coordinates (facing right, standing on y = 0) and placed with a
 * transform, so a scene can put them anywhere at any size and facing either way.
 */
const place = (x: number, y: number, scale: number, facing: 1 | -1, body: string, extra = '') =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n2(facing * scale)} ${n2(scale)})"${extra}>${body}</g>`;

/** Distant birds in flight: a shallow 'm' of two wing strokes each. */
export function birds(
  c: Canvas,
  color: string,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  size: number,
): void {
  const { rng, u } = c;
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = area.x + rng() * area.w;
    const y = area.y + rng() * area.h;
    const s = size * u * rng.range(0.6, 1.3);
    const lift = s * rng.range(0.25, 0.55);
    d += `M${n(x - s)} ${n(y)}q${n(s * 0.5)} ${n(-lift)} ${n(s)} 0q${n(s * 0.5)} ${n(-lift)} ${n(s)} 0`;
  }
  c.add(
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(Math.max(1.5, size * 0.12) * u)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** Geese flying in a V: birds stepped back from a leader. */
export function geeseV(c: Canvas, color: string, x: number, y: number, count: number, size: number): void {
  const { rng, u } = c;
  let d = '';
  for (let i = 0; i < count; i++) {
    const rank = Math.ceil(i / 2);
    const side = i % 2 === 0 ? 1 : -1;
    const bx = x - rank * size * 1.6 * u;
    const by = y + side * rank * size * 0.9 * u + rng.range(-4, 4) * u;
    const s = size * u * rng.range(0.85, 1.05);
    const lift = s * rng.range(0.3, 0.6);
    d += `M${n(bx - s)} ${n(by + lift * 0.2)}q${n(s * 0.5)} ${n(-lift)} ${n(s)} 0q${n(s * 0.5)} ${n(-lift)} ${n(s)} ${n(-lift * 0.2)}`;
    d += `M${n(bx - s * 0.05)} ${n(by)}l${n(s * 0.35)} ${n(-s * 0.08)}`;
  }
  c.add(
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(size * 0.14 * u)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** A white-tailed deer, head up and listening. Natural height about 230 units. */
export function deer(c: Canvas, x: number, y: number, scale: number, facing: 1 | -1 = 1, coat = '#8b5e3c'): void {
  const far = '#6b4529';
  // Each leg: a thick upper part from the body to the joint, then a slim lower leg to the hoof.
  const leg = (hip: [number, number], knee: [number, number], hoof: [number, number], col: string) =>
    `<line x1="${hip[0]}" y1="${hip[1]}" x2="${knee[0]}" y2="${knee[1]}" stroke="${col}" stroke-width="17" stroke-linecap="round"/>` +
    `<line x1="${knee[0]}" y1="${knee[1]}" x2="${hoof[0]}" y2="${hoof[1]}" stroke="${col}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${hoof[0] - 5},${hoof[1]} l10,0 l-2,-8 l-6,0Z" fill="#2b2018"/>`;
  const body =
    leg([-42, -100], [-52, -52], [-46, -2], far) +
    leg([58, -98], [62, -50], [60, -2], far) +
    `<path d="M58,-124 L86,-186" stroke="${coat}" stroke-width="32" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="-118" rx="72" ry="33" fill="${coat}"/>` +
    `<circle cx="-50" cy="-120" r="33" fill="${coat}"/>` +
    `<circle cx="50" cy="-114" r="30" fill="${coat}"/>` +
    `<ellipse cx="4" cy="-92" rx="50" ry="9" fill="#d9c2a2" fill-opacity="0.85"/>` +
    leg([-58, -104], [-68, -50], [-60, -2], coat) +
    leg([44, -100], [48, -48], [46, -2], coat) +
    `<ellipse cx="-84" cy="-132" rx="9" ry="16" fill="#efe6da" transform="rotate(-30 -84 -132)"/>` +
    `<ellipse cx="100" cy="-194" rx="25" ry="14" fill="${coat}" transform="rotate(28 100 -194)"/>` +
    `<circle cx="118" cy="-182" r="6" fill="#2b2018"/>` +
    `<circle cx="99" cy="-200" r="3" fill="#1d1510"/>` +
    `<ellipse cx="80" cy="-216" rx="7" ry="18" fill="${coat}" transform="rotate(-40 80 -216)"/>` +
    `<ellipse cx="92" cy="-220" rx="7" ry="18" fill="#a0704a" transform="rotate(-8 92 -220)"/>` +
    `<ellipse cx="74" cy="-172" rx="10" ry="6" fill="#efe6da" fill-opacity="0.8" transform="rotate(-60 74 -172)"/>`;
  c.add(place(x, y, scale, facing, body));
}

/** A great blue heron standing in the shallows. Natural height about 310 units. */
export function heron(c: Canvas, x: number, y: number, scale: number, facing: 1 | -1 = 1): void {
  const body =
    `<line x1="-8" y1="-160" x2="-12" y2="0" stroke="#6f6a5e" stroke-width="5"/>` +
    `<line x1="8" y1="-160" x2="12" y2="0" stroke="#6f6a5e" stroke-width="5"/>` +
    `<path d="M36,-198 C72,-232 26,-262 54,-292" fill="none" stroke="#aeb9c4" stroke-width="16" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="-188" rx="62" ry="30" fill="#7d8fa3" transform="rotate(-22 0 -188)"/>` +
    `<ellipse cx="-12" cy="-184" rx="50" ry="19" fill="#63758a" transform="rotate(-22 -12 -184)"/>` +
    `<path d="M-48,-160 L-80,-140 L-46,-150Z" fill="#5b6b7e"/>` +
    `<ellipse cx="62" cy="-298" rx="17" ry="11" fill="#e5e9ec"/>` +
    `<line x1="56" y1="-304" x2="28" y2="-314" stroke="#1f2428" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M74,-301 L122,-295 L74,-292Z" fill="#d9a441"/>` +
    `<circle cx="68" cy="-300" r="2.6" fill="#e8c64a"/>`;
  c.add(place(x, y, scale, facing, body));
}

/** A monarch butterfly seen from above, wings open. Natural wingspan about 440 units. */
export function monarch(c: Canvas, x: number, y: number, scale: number, rotate = 0): void {
  const wing = c.radial(
    [
      [0, '#f6a23a'],
      [0.7, '#e8761c'],
      [1, '#c85a12'],
    ],
    -90,
    -20,
    190,
  );
  const half =
    `<path d="M-6,-10 C-60,-110 -170,-150 -215,-120 C-232,-80 -180,-22 -10,5Z" fill="${wing}" stroke="#17120f" stroke-width="12" stroke-linejoin="round"/>` +
    `<path d="M-8,10 C-70,0 -172,30 -160,100 C-140,160 -52,142 -6,40Z" fill="${wing}" stroke="#17120f" stroke-width="12" stroke-linejoin="round"/>` +
    `<path d="M-10,-4 L-198,-116 M-12,-2 L-205,-86 M-12,0 L-176,-44 M-12,2 L-110,-12 M-10,12 L-150,92 M-10,14 L-110,132 M-8,16 L-58,134 M-8,12 L-160,50" stroke="#17120f" stroke-width="4.5" fill="none"/>` +
    `<path d="M-185,-128 L-222,-100 L-214,-70 L-190,-50" fill="none" stroke="#17120f" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>` +
    [
      [-200, -122],
      [-214, -102],
      [-212, -80],
      [-200, -62],
      [-186, -128],
      [-160, 110],
      [-148, 128],
      [-128, 140],
      [-104, 146],
      [-80, 142],
    ]
      .map(([px, py], i) => `<circle cx="${px}" cy="${py}" r="${i < 5 ? 4.5 : 3.5}" fill="#ffffff"/>`)
      .join('');
  const body =
    `<g>${half}</g><g transform="scale(-1 1)">${half}</g>` +
    `<path d="M-3,-58 Q-14,-100 -34,-128 M3,-58 Q14,-100 34,-128" fill="none" stroke="#17120f" stroke-width="3"/>` +
    `<circle cx="-34" cy="-128" r="5" fill="#17120f"/><circle cx="34" cy="-128" r="5" fill="#17120f"/>` +
    `<ellipse cx="0" cy="10" rx="9" ry="62" fill="#17120f"/>` +
    `<circle cx="0" cy="-52" r="11" fill="#17120f"/>` +
    `<circle cx="-3" cy="-20" r="2.2" fill="#ffffff"/><circle cx="3" cy="-4" r="2.2" fill="#ffffff"/>`;
  c.add(`<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n2(scale)})">${body}</g>`);
}

/** An eastern bluebird perched, facing right. Natural size about 130 x 80 units. */
export function bluebird(c: Canvas, x: number, y: number, scale: number, facing: 1 | -1 = 1): void {
  const body =
    `<path d="M-36,-26 L-80,4 L-68,12 L-28,-12Z" fill="#2f5ea8"/>` +
    `<ellipse cx="0" cy="-32" rx="40" ry="27" fill="#3b6fc0" transform="rotate(-14 0 -32)"/>` +
    `<ellipse cx="16" cy="-22" rx="23" ry="19" fill="#d9793a"/>` +
    `<ellipse cx="4" cy="-9" rx="18" ry="8" fill="#f1ede6"/>` +
    `<ellipse cx="-10" cy="-36" rx="30" ry="14" fill="#2c5aa0" transform="rotate(-16 -10 -36)"/>` +
    `<circle cx="28" cy="-60" r="19" fill="#3b6fc0"/>` +
    `<path d="M44,-63 L60,-58 L44,-54Z" fill="#2a2622"/>` +
    `<circle cx="35" cy="-64" r="3.8" fill="#141414"/><circle cx="36.2" cy="-65.2" r="1.2" fill="#ffffff"/>` +
    `<path d="M-2,-4 L-4,4 M10,-4 L10,4" stroke="#3a2f28" stroke-width="3" stroke-linecap="round"/>`;
  c.add(place(x, y, scale, facing, body));
}
