// The page's code, fetched once the page drawn at build time has painted (docs/decisions/0038-pages-that-arrive-drawn.md):
// on a slow link the HTML, its style and the landing page's first picture get the whole line first; the code
// only makes the drawn page work. The build copies this file into assets/ and names the entry and the page's
// chunks on its tag (scripts/finish-client-build.ts).
(() => {
  const tag = document.currentScript;
  const entry = tag?.dataset.entry;
  if (!entry) return;
  const chunks = (tag.dataset.chunks ?? "").split(" ").filter(Boolean);
  const load = () => {
    for (const href of chunks) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // after the load event (the page and its first picture are in) and the frame that paints them
  const afterPaint = () => requestAnimationFrame(() => setTimeout(load, 0));
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
})();
