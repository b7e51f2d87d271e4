// Draws the installed app's icons (issue 30) from one SVG mark, the favicon's torch: a flame over a handle on the
// island green. Run once after changing the drawing; the PNGs are committed (frontend/public/icons).
//   node tools/make-app-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../frontend/public/icons/', import.meta.url));
const GREEN = '#1f3b2d';
const FLAME =
  '<path d="M32 10c6 8 10 13 10 20a10 10 0 0 1-20 0c0-5 3-8 5-11 1 4 3 6 5 6-2-5-2-10 0-15z" fill="#f08a24"/>';
const HANDLE = '<rect x="29" y="40" width="6" height="16" rx="2" fill="#c9a66b"/>';

/** `any`: the favicon's rounded square. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Tribal Pool</title><rect width="64" height="64" rx="14" fill="${GREEN}"/>${FLAME}${HANDLE}</svg>`;
/**
 * `maskable`: a launcher crops it to its own shape (circle, squircle), keeping only the middle 80 %: the square is
 * filled edge to edge and the torch shrunk into that safe zone.
 */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>Tribal Pool</title><rect width="64" height="64" fill="${GREEN}"/><g transform="translate(32 33) scale(0.68) translate(-32 -33)">${FLAME}${HANDLE}</g></svg>`;

mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'icon.svg'), anyIcon);
writeFileSync(join(OUT, 'icon-maskable.svg'), maskableIcon);
for (const [svg, size, name] of [
  [anyIcon, 192, 'icon-192.png'],
  [anyIcon, 512, 'icon-512.png'],
  [maskableIcon, 512, 'icon-maskable-512.png'],
  // iOS ignores the manifest's icons: the home screen takes this one, and rounds its corners itself.
  [maskableIcon, 180, 'apple-touch-icon.png'],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    // A palette (quantized) PNG: the mark has a few flat colours, and a first visit fetches the 192 px one.
    .png({ compressionLevel: 9, palette: true, effort: 10 })
    .toFile(join(OUT, name));
}
console.log(`icons written to ${OUT}`);
