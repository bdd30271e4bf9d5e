// Finishes the built client: each page's own HTML (the preloads of its code, and on the home page of its
// first hero image, which no other page needs; the public pages and the planner's first screen drawn in it, once
// for each browser state that changes them), then a brotli (.br) and a gzip (.gz) copy beside every text file, so
// the server sends compressed files without compressing on each request (@fastify/static's preCompressed).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PAGE_MODULES } from "../src/client/app/pages";
import type { renderPage as RenderPage } from "../src/client/prerender";
import { PRERENDERED_PATHS, statesOf, variantName } from "../src/domain/site/page-variants";
import { CLIENT_PATHS } from "../src/domain/site/site-settings";

/** The page drawer `vite build --ssr prerender.tsx` wrote; removed once the pages are drawn. */
const PRERENDER_DIR = "dist/prerender";

const ROOT = "dist/client";
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

const escapeAttribute = (value: unknown) => String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;");

const index = readFileSync(path.join(ROOT, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(path.join(ROOT, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestEntry>;

type ManifestEntry = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };

/**
 * The manifest key of a page's module. A page whose code a later screen shares (the planner's, whose budget
 * the budget step uses too) may be merged by the bundler into a common chunk: that chunk is keyed by its file
 * and carries the page's name.
 */
function pageModuleKey(file: string): string | undefined {
  const module = `pages/${file}`;
  if (manifest[module]) return module;
  const name = file.replace(/\.tsx?$/, "");
  return Object.keys(manifest).find((key) => key.startsWith("_") && manifest[key]?.src === undefined && manifest[key]?.name === name);
}

function withHead(html: string, links: string[]): string {
  return links.length === 0 ? html : html.replace("</head>", `${links.map((l) => `    ${l}`).join("\n")}\n  </head>`);
}

/** The landing page's first hero image, preloaded with the HTML so the largest paint starts at once. */
function heroPreload(): string[] {
  const hero = path.join(ROOT, "hero", "manifest.json");
  if (!existsSync(hero)) return [];
  const { preload } = JSON.parse(readFileSync(hero, "utf8"));
  return [
    `<link rel="preload" as="image" fetchpriority="high" type="${escapeAttribute(preload.type)}" imagesrcset="${escapeAttribute(preload.imagesrcset)}" imagesizes="${escapeAttribute(preload.imagesizes)}">`,
  ];
}

/**
 * What a page shows first but loads lazily, fetched with the page's own chunks: a fresh visitor's planner opens
 * on its first step.
 */
const FIRST_SCREEN_MODULES: Record<string, string[]> = {
  "/planner": ["features/planner/steps/1-appliances/appliances-step.tsx"],
};

/**
 * Every chunk a module needs before it runs: its own file and its static imports, once each. The entry and
 * what it imports are left out: index.html preloads them already.
 */
function chunksOf(key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const entry = manifest[key];
  if (!entry || entry.isEntry || seen.has(entry.file)) return { js: [], css: [] };
  seen.add(entry.file);
  const js = [entry.file];
  const css = [...(entry.css ?? [])];
  for (const imported of entry.imports ?? []) {
    const more = chunksOf(imported, seen);
    js.push(...more.js);
    css.push(...more.css);
  }
  return { js, css };
}

/** Pages whose every use needs the page's script: the notice that it is needed stays in their HTML. */
const NEEDS_SCRIPT: ReadonlySet<string> = new Set([CLIENT_PATHS.planner, CLIENT_PATHS.login, CLIENT_PATHS.forgotPassword, CLIENT_PATHS.contact]);

/**
 * The page drawn into its HTML: the root's content, marked with the browser state it was drawn for (main.tsx
 * takes it over only in that state), and the page's own title and description in the head and the link preview.
 */
function drawnInto(html: string, route: string, name: string, page: Awaited<ReturnType<typeof RenderPage>>, loader: string): string {
  const text = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
  const replaced = (from: string | RegExp, to: string, input: string) => {
    if (typeof from === "string" ? !input.includes(from) : !from.test(input)) {
      throw new Error(`finish-client-build: ${from} not found in index.html`);
    }
    return input.replace(from, () => to);
  };
  let out = replaced('<div id="root"></div>', `<div id="root" data-drawn-for="${name}">${page.html}</div>`, html);
  out = replaced(/<title>[^<]*<\/title>/, `<title>${text(page.title)}</title>`, out);
  out = replaced(/<meta\s+name="description"\s+content="[^"]*"\s*\/>/, `<meta name="description" content="${escapeAttribute(page.description)}" />`, out);
  out = replaced(/<meta property="og:title" content="[^"]*" \/>/, `<meta property="og:title" content="${escapeAttribute(page.title)}" />`, out);
  out = replaced(/<meta\s+property="og:description"\s+content="[^"]*"\s*\/>/, `<meta property="og:description" content="${escapeAttribute(page.description)}" />`, out);
  if (!NEEDS_SCRIPT.has(route)) out = replaced(/\s*<noscript>.*?<\/noscript>/s, "", out);
  return firstPaintFirst(out, loader);
}

/** src/client/load-after-paint.js, copied into assets/ under a name that changes with its content. */
function writeLoader(): string {
  const source = readFileSync("src/client/load-after-paint.js");
  const name = `assets/load-after-paint-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
  writeFileSync(path.join(ROOT, name), source);
  return `/${name}`;
}

/**
 * A page drawn at build time paints from its HTML and style alone, so nothing else may hold that paint up: the
 * style sheets come inside the HTML (one round trip fewer before the first paint), and the code, which only
 * makes the drawn page work, is fetched once the page has painted (src/client/load-after-paint.js), so on a slow
 * link it does not compete with the page or the landing page's first picture.
 */
function firstPaintFirst(html: string, loader: string): string {
  let out = html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g, (_, file: string) => {
    const css = readFileSync(path.join(ROOT, file), "utf8");
    return `<style>${css.replaceAll("</style", "<\\/style")}</style>`;
  });
  const chunks: string[] = [];
  out = out.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
    chunks.push(href);
    return "";
  });
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const match = entry.exec(out);
  if (!match) throw new Error("finish-client-build: no entry script in index.html");
  return out.replace(entry, () => `<script defer src="${loader}" data-entry="${match[1]}" data-chunks="${chunks.join(" ")}"></script>`);
}

/**
 * pages/<path>.html for each lazily loaded page (home.html for the landing page): index.html plus its chunks
 * as modulepreload (and its CSS), so the browser fetches them with the entry instead of after it has run; for
 * the pages drawn at build time, one file for each browser state (pages/faq.member.html...). pages/index.json
 * maps each route and state to its file (the server picks it by the request's cookies).
 */
async function writePageFiles() {
  const { renderPage } = (await import(pathToFileURL(path.resolve(PRERENDER_DIR, "prerender.js")).href)) as { renderPage: typeof RenderPage };
  const written: Record<string, Record<string, string>> = {};
  const loader = writeLoader();
  for (const [page, route] of Object.entries(CLIENT_PATHS) as Array<[keyof typeof CLIENT_PATHS, string]>) {
    // the page module of each lazily loaded page of the router (src/client/app/pages.ts)
    const module = pageModuleKey(PAGE_MODULES[page].file);
    if (!module) throw new Error(`finish-client-build: no page module known for ${route}`);
    // what index.html loads or preloads already
    const seen = new Set([...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!));
    const js: string[] = [];
    const css: string[] = [];
    for (const key of [module, ...(FIRST_SCREEN_MODULES[route] ?? [])]) {
      if (!manifest[key]) throw new Error(`finish-client-build: ${key} is not in the build`);
      const chunks = chunksOf(key, seen);
      js.push(...chunks.js);
      css.push(...chunks.css);
    }
    const links = [
      ...(route === "/" ? heroPreload() : []),
      ...css.map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    // a page with a parameter ("/bids/:token") has one file for every value; the server finds it by its route
    const base = route === "/" ? "home" : route.slice(1).replaceAll("/", "-").replaceAll(":", "");
    const html = withHead(index, links);
    mkdirSync(path.join(ROOT, "pages"), { recursive: true });
    if (!PRERENDERED_PATHS.includes(route)) {
      writeFileSync(path.join(ROOT, "pages", `${base}.html`), html);
      written[route] = { visitor: `pages/${base}.html` };
      continue;
    }
    written[route] = {};
    for (const state of statesOf(route)) {
      const name = variantName(route, state);
      const file = `pages/${name === "visitor" ? base : `${base}.${name}`}.html`;
      writeFileSync(path.join(ROOT, file), drawnInto(html, route, name, await renderPage(route, state), loader));
      written[route][name] = file;
    }
  }
  writeFileSync(path.join(ROOT, "pages", "index.json"), `${JSON.stringify(written, null, 2)}\n`);
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

await writePageFiles();
// the manifest and the page drawer have served their purpose; they are not for the public
rmSync(path.join(ROOT, ".vite"), { recursive: true, force: true });
rmSync(PRERENDER_DIR, { recursive: true, force: true });
// what the client was built with, so `npm start` rebuilds when a build-time setting changes
writeFileSync(
  path.join(ROOT, "build-info.json"),
  `${JSON.stringify({ gaMeasurementId: process.env.VITE_GA_MEASUREMENT_ID || null })}\n`,
);

let count = 0;
let before = 0;
let after = 0;
for (const file of files(ROOT)) {
  if (!TEXT.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  before += data.length;
  after += br.length;
}
console.log(`client compressed: ${count} files, ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (brotli)`);
