// Renders the product's icons and its link preview image from the brand mark (src/client/public/icons/icon.svg)
// with sharp: the home-screen and touch icons browsers ask for, and the 1200 x 630 image shown when a page
// is shared. Run with `npx tsx scripts/render-icons.ts`; the files are committed beside the mark.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SITE } from "../src/domain/site/site-settings";

const DIR = "src/client/public/icons";
const mark = readFileSync(path.join(DIR, "icon.svg"));

const BRAND = "#b0431b";
const CREAM = "#fbe8dc";

/** The mark drawn inside a square with room around it: a maskable icon's safe zone is the middle 80%. */
function maskable(size: number): Buffer {
  const inner = Math.round(size * 0.62);
  const offset = Math.round((size - inner) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${inner / 32})"><path d="M16 5c1.2 3.1 4.6 5 4.6 9.1a4.6 4.6 0 0 1-9.2 0c0-1.9.9-3.2 1.9-4.3.2 1.5.9 2.5 1.9 2.9-.6-2.8.1-5.4.8-7.7Z" fill="${CREAM}"/><path d="M8 21h16M9.5 25h13" stroke="${CREAM}" stroke-width="2" stroke-linecap="round" fill="none"/></g></svg>`;
  return Buffer.from(svg);
}

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The preview a chat or a social network shows for a shared link. */
function socialPreview(): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fdf6f1"/><stop offset="1" stop-color="#f6cdb3"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="0" y="560" width="1200" height="70" fill="${BRAND}"/>
  <g transform="translate(90 90) scale(4)"><rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="M16 5c1.2 3.1 4.6 5 4.6 9.1a4.6 4.6 0 0 1-9.2 0c0-1.9.9-3.2 1.9-4.3.2 1.5.9 2.5 1.9 2.9-.6-2.8.1-5.4.8-7.7Z" fill="${CREAM}"/><path d="M8 21h16M9.5 25h13" stroke="${CREAM}" stroke-width="2" stroke-linecap="round"/></g>
  <text x="90" y="310" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#1c1917">${escapeXml(SITE.name)}</text>
  <text x="90" y="385" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#44403c">Design your BBQ island, see every line of the budget,</text>
  <text x="90" y="432" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#44403c">and hand three contractors one Statement of Work.</text>
  <text x="90" y="605" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="${CREAM}">Plan it. Price it. Bid it.</text>
</svg>`;
  return Buffer.from(svg);
}

const outputs: Array<[string, Promise<Buffer>]> = [
  ["icon-192.png", sharp(mark, { density: 600 }).resize(192, 192).png({ compressionLevel: 9 }).toBuffer()],
  ["icon-512.png", sharp(mark, { density: 1200 }).resize(512, 512).png({ compressionLevel: 9 }).toBuffer()],
  ["icon-maskable-512.png", sharp(maskable(512)).png({ compressionLevel: 9 }).toBuffer()],
  ["apple-touch-icon.png", sharp(maskable(180)).png({ compressionLevel: 9 }).toBuffer()],
  ["social-preview.png", sharp(socialPreview()).png({ compressionLevel: 9, palette: true }).toBuffer()],
];
for (const [name, image] of outputs) {
  const data = await image;
  writeFileSync(path.join(DIR, name), data);
  console.log(`${name}: ${Math.round(data.length / 1024)} KB`);
}
