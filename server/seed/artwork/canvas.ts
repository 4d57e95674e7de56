import type { Rng } from './random';

/** Numbers in SVG output: one decimal is finer than a pixel and keeps the markup small. */
export const n = (v: number) => String(Math.round(v * 10) / 10);

/** Scale factors keep two decimals. */
export const n2 = (v: number) => String(Math.round(v * 100) / 100);

export type Stop = [offset: number, color: string, opacity?: number];

const stopsXml = (stops: Stop[]) =>
  stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');

/**
 * One picture being painted: its size, its random source, and the gradient definitions its layers need.
 * `u` is the size unit (1 at a height of 1200 px) so every scene paints the same at any resolution.
 */
export class Canvas {
  private readonly defs: string[] = [];
  private count = 0;
  private readonly parts: string[] = [];
  readonly u: number;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
  ) {
    this.u = h / 1200;
  }

  add(markup: string): void {
    this.parts.push(markup);
  }

  /** A vertical (or given-direction) gradient in the shape's own box; returns the fill reference. */
  linear(stops: Stop[], dir: [number, number, number, number] = [0, 0, 0, 1]): string {
    const id = `g${++this.count}`;
    const [x1, y1, x2, y2] = dir;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in picture coordinates. */
  radial(stops: Stop[], cx: number, cy: number, r: number, scaleY = 1): string {
    const id = `g${++this.count}`;
    const transform =
      scaleY === 1 ? '' : ` gradientTransform="translate(0 ${n(cy)}) scale(1 ${scaleY}) translate(0 ${n(-cy)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clipping shape; returns the attribute value for clip-path. */
  clip(pathData: string): string {
    const id = `c${++this.count}`;
    this.defs.push(`<clipPath id="${id}"><path d="${pathData}"/></clipPath>`);
    return `url(#${id})`;
  }

  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}
