/**
 * The code a page's HTML names: the entry script and the chunks preloaded with it. A page drawn at build time
 * names them on its loader's tag (src/client/load-after-paint.js: `data-entry`, `data-chunks`); any other page as a
 * module script and module preloads.
 */
export function pageCode(html: string): { entry: string | undefined; chunks: string[] } {
  const loader = /<script defer src="[^"]+" data-entry="([^"]+)" data-chunks="([^"]*)"><\/script>/.exec(html);
  if (loader) return { entry: loader[1], chunks: (loader[2] ?? "").split(" ").filter(Boolean) };
  return {
    entry: /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1],
    chunks: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1] ?? ""),
  };
}
