// A ticket's QR code, drawn on the server (uqr encodes it): an SVG path for the ticket page and a PNG for the mail
// (mail programs do not show SVG). Error correction M and the standard quiet zone of 4 modules, so a phone's camera
// reads it off a cracked screen or a printout.
import sharp from "sharp";
import { encode } from "uqr";

const QUIET_ZONE = 4;

function modulesOf(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: QUIET_ZONE }).data;
}

/** The code's modules as one SVG path (a rectangle for each run of dark modules in a row), in a size × size box. */
export function ticketQrPath(text: string): { size: number; path: string } {
  const rows = modulesOf(text);
  const size = rows.length;
  let path = "";
  rows.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (x + run < size && row[x + run]) run++;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  return { size, path };
}

/** A PNG with `scale` pixels a module (black on white, one grey channel). */
export async function ticketQrPng(text: string, scale = 8): Promise<Buffer> {
  const rows = modulesOf(text);
  const size = rows.length * scale;
  const pixels = Buffer.alloc(size * size, 255);
  rows.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        pixels.fill(0, (y * scale + dy) * size + x * scale, (y * scale + dy) * size + (x + 1) * scale);
      }
    }),
  );
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .png({ compressionLevel: 9, palette: true, colours: 2 })
    .toBuffer();
}
