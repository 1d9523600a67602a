// Writes the site's icons from the logo (components/layout/logo.tsx): app/favicon.ico (16, 32 and 48 px),
// app/icon.svg, app/apple-icon.png (180 px) and the web manifest's PNGs in public/icons/. Run it again after
// the logo changes: `npx tsx scripts/make-icons.ts`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const mark =
  '<path d="M10 9h7.5a4.5 4.5 0 0 1 0 9H10zM10 18h9a4.5 4.5 0 0 1 0 9h-9z" fill="#0b0b12" opacity=".9"/>';
const gradient =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#a78bfa"/><stop offset="1" stop-color="#22d3ee"/></linearGradient></defs>';

/** The logo as in the header: a rounded gradient tile with the B mark. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}<rect width="32" height="32" rx="9" fill="url(#g)"/>${mark}</svg>\n`;

/** Full-bleed tile (platforms round the corners themselves); `inset` shrinks the mark into a safe zone. */
const tileSvg = (inset: number) => {
  const scale = 1 - 2 * inset;
  const offset = 32 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}<rect width="32" height="32" fill="url(#g)"/><g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`;
};

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file holding one PNG image per size (PNG entries: Windows Vista and every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  const sizes = [16, 32, 48];
  const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(logoSvg, size) })));
  writeFileSync(path.join(root, "app/favicon.ico"), ico(images));
  writeFileSync(path.join(root, "app/icon.svg"), logoSvg);
  writeFileSync(path.join(root, "app/apple-icon.png"), await png(tileSvg(0.12), 180));
  mkdirSync(path.join(root, "public/icons"), { recursive: true });
  writeFileSync(path.join(root, "public/icons/icon-192.png"), await png(logoSvg, 192));
  writeFileSync(path.join(root, "public/icons/icon-512.png"), await png(logoSvg, 512));
  // Maskable: the mark inside the central 80 % circle a launcher may crop to.
  writeFileSync(path.join(root, "public/icons/icon-maskable-512.png"), await png(tileSvg(0.2), 512));
}

await main();
