import sharp from 'sharp';
import { Canvas } from './canvas';
import { createRng } from './random';
import { SCENES, type SceneName, type SceneOptions } from './scenes';

export type { SceneName, SceneOptions } from './scenes';

/** The SVG markup of one scene; the same name and seed always give the same picture. */
export function sceneSvg(
  name: SceneName,
  seed: number,
  width: number,
  height: number,
  options: SceneOptions = {},
): string {
  const canvas = new Canvas(width, height, createRng(seed));
  SCENES[name](canvas, options);
  return canvas.toSvg();
}

/**
 * Rasterises a scene to a high-quality JPEG, the kind of file a volunteer's camera would hand to the upload
 * pipeline (which then makes the WebP sizes). Our own SVG, so librsvg may read it. A caller that paints while the
 * server answers requests runs this in the image queue (services/imageQueue.ts).
 */
export async function renderScene(
  name: SceneName,
  seed: number,
  width: number,
  height: number,
  options: SceneOptions = {},
): Promise<Buffer> {
  const svg = sceneSvg(name, seed, width, height, options);
  return sharp(Buffer.from(svg), { density: 72 }).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
}
