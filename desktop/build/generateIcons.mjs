// Draws the app icons from icon.svg: icon.png (Linux, 512 px), icon.ico (Windows) and icon.icns (macOS).
// Run after changing the drawing: `node desktop/build/generateIcons.mjs`. The outputs are committed so packaging
// needs no image tools. ICO and ICNS both hold PNG images, so each is a small header around sharp's PNGs.
import sharp from 'sharp';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dir = (name) => fileURLToPath(new URL(name, import.meta.url));
const svg = await readFile(dir('icon.svg'));
const png = (size) =>
  sharp(svg, { density: Math.ceil((72 * size) / 512) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();

async function ico(sizes) {
  const images = await Promise.all(sizes.map(png));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(sizes[i] >= 256 ? 0 : sizes[i], entry); // 0 means 256
    header.writeUInt8(sizes[i] >= 256 ? 0 : sizes[i], entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

async function icns(types) {
  const chunks = await Promise.all(
    Object.entries(types).map(async ([type, size]) => {
      const image = await png(size);
      const head = Buffer.alloc(8);
      head.write(type, 0, 'ascii');
      head.writeUInt32BE(image.length + 8, 4);
      return Buffer.concat([head, image]);
    }),
  );
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([head, body]);
}

await writeFile(dir('icon.png'), await png(512));
await writeFile(dir('icon.ico'), await ico([16, 24, 32, 48, 64, 128, 256]));
// ic07..ic10: 128, 256, 512 and 1024 px PNG images.
await writeFile(dir('icon.icns'), await icns({ ic07: 128, ic08: 256, ic09: 512, ic10: 1024 }));
