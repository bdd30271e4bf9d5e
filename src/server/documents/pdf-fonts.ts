// The PDF's fonts: Inter for the Latin text the document is set in, and Noto fallbacks for every other script
// a user may type (Greek and Cyrillic from Inter's own subsets, Hebrew, Arabic, emoji in outline, Chinese).
// The font packages ship each script as a separate file with the unicode-range it covers in its CSS; only the
// files holding a character of the document are read, so a Latin document loads nothing more than before.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { inflate as zlibInflate } from "node:zlib";
import * as fontkit from "fontkit";

export type Weight = 400 | 600 | 700;

const inflate = promisify(zlibInflate);

/**
 * Unpacks a WOFF 1.0 file into the plain TrueType font it wraps, once per process. fontkit keeps a WOFF's
 * tables compressed and inflates the whole glyph table again for every glyph it looks up, which was most
 * of a document's rendering time; the unpacked font is read in place.
 */
export async function woffToSfnt(woff: Buffer): Promise<Buffer> {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const entry = 44 + i * 20;
      const offset = woff.readUInt32BE(entry + 4);
      const compLength = woff.readUInt32BE(entry + 8);
      const origLength = woff.readUInt32BE(entry + 12);
      const packed = woff.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflate(packed) : packed;
      if (data.length !== origLength) throw new Error("Corrupt WOFF table");
      return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data };
    }),
  );
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}

/**
 * The families in the order a character looks for its font: the first whose file covers it draws it. Noto
 * Emoji comes before Noto Sans SC, whose files also hold a few pictographs.
 */
const FAMILIES = ["inter", "noto-sans-hebrew", "noto-sans-arabic", "noto-emoji", "noto-sans-sc", "noto-sans"] as const;

/** The file that sets the document's own text; every other file is a fallback. */
const isPrimary = (name: string) => /^inter-latin-\d+-normal\.woff$/.test(name);

interface Face {
  /** The file's name, also its name in the PDF. */
  name: string;
  path: string;
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);

function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    const lo = Number.parseInt(from!, 16);
    return [lo, to === undefined ? lo : Number.parseInt(to, 16)];
  });
}

const facesByWeight = new Map<Weight, Face[]>();

/** The faces of one weight in fallback order, read from the packages' style sheets once per process. */
function faces(weight: Weight): Face[] {
  let list = facesByWeight.get(weight);
  if (list) return list;
  list = [];
  for (const family of FAMILIES) {
    const css = readFileSync(require.resolve(`@fontsource/${family}/${weight}.css`), "utf8");
    const familyFaces: Face[] = [];
    for (const rule of css.split("@font-face").slice(1)) {
      const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(rule)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
      if (!file || !range) continue;
      familyFaces.push({ name: file, path: require.resolve(`@fontsource/${family}/files/${file}`), ranges: parseRanges(range) });
    }
    // Inter's Latin file first: it sets nearly every character of a document.
    familyFaces.sort((a, b) => Number(isPrimary(b.name)) - Number(isPrimary(a.name)));
    list.push(...familyFaces);
  }
  facesByWeight.set(weight, list);
  return list;
}

function covers(face: Face, codePoint: number): boolean {
  return face.ranges.some(([lo, hi]) => codePoint >= lo && codePoint <= hi);
}

interface LoadedFace {
  name: string;
  data: Buffer;
  font: fontkit.Font;
}

const loaded = new Map<string, Promise<LoadedFace>>();

/** Read, unpacked and parsed once per process; a failed read is retried by the next document. */
function loadFace(face: Face): Promise<LoadedFace> {
  let promise = loaded.get(face.name);
  if (!promise) {
    promise = (async () => {
      const data = await woffToSfnt(await readFile(face.path));
      return { name: face.name, data, font: fontkit.create(data) };
    })();
    promise.catch(() => loaded.delete(face.name));
    loaded.set(face.name, promise);
  }
  return promise;
}

/** Characters that take the font of the character before them: marks, joiners and variation selectors. */
export const CLINGS = /\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]/u;

/** The fonts one document needs, each weight's list in fallback order. */
export class FontSet {
  private readonly cache = new Map<string, string>();

  constructor(
    private readonly chains: Map<Weight, LoadedFace[]>,
    /** The face that draws a character no font has: it prints as the font's missing glyph. */
    private readonly primary: Map<Weight, string>,
    /** The names the PDF knows some faces by (the primary faces by their weight's name). */
    private readonly aliases: Map<string, string>,
  ) {}

  /** Every face to register with the PDF, with the name the PDF knows it by. */
  get all(): { name: string; data: Buffer }[] {
    const faces = new Map([...this.chains.values()].flat().map((face) => [face.name, face]));
    return [...faces.values()].map((face) => ({ name: this.aliases.get(face.name) ?? face.name, data: face.data }));
  }

  primaryName(weight: Weight): string {
    const name = this.primary.get(weight)!;
    return this.aliases.get(name) ?? name;
  }

  /** The name of the face that draws `char` (one code point) at `weight`. */
  fontFor(char: string, weight: Weight): string {
    const key = `${weight}:${char}`;
    let name = this.cache.get(key);
    if (name === undefined) {
      const codePoint = char.codePointAt(0)!;
      name =
        this.chains.get(weight)?.find((face) => face.font.hasGlyphForCodePoint(codePoint))?.name ?? this.primary.get(weight)!;
      name = this.aliases.get(name) ?? name;
      this.cache.set(key, name);
    }
    return name;
  }
}

/**
 * Loads the faces that draw the given texts: the primary Latin face of each weight always, and for every
 * other character the first face, in fallback order, whose file covers it and whose font has its glyph.
 */
export async function fontsFor(texts: readonly string[], primaryNames: ReadonlyMap<Weight, string>): Promise<FontSet> {
  const weights = [...primaryNames.keys()];
  const aliases = new Map<string, string>();
  const chars = new Set<number>();
  for (const text of texts) for (const char of text) chars.add(char.codePointAt(0)!);
  const chains = new Map<Weight, LoadedFace[]>();
  const primary = new Map<Weight, string>();
  await Promise.all(
    weights.map(async (weight) => {
      const list = faces(weight);
      const main = list.find((face) => isPrimary(face.name))!;
      const needed = new Set<Face>([main]);
      const mainFont = await loadFace(main);
      for (const codePoint of chars) {
        if (codePoint < 0x20 || mainFont.font.hasGlyphForCodePoint(codePoint)) continue;
        for (const face of list) {
          if (!covers(face, codePoint)) continue;
          if ((await loadFace(face)).font.hasGlyphForCodePoint(codePoint)) {
            needed.add(face);
            break;
          }
        }
      }
      // in fallback order
      chains.set(weight, await Promise.all(list.filter((face) => needed.has(face)).map(loadFace)));
      primary.set(weight, main.name);
      aliases.set(main.name, primaryNames.get(weight)!);
    }),
  );
  return new FontSet(chains, primary, aliases);
}
