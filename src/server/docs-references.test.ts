import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every document the code and the docs cite must be in this repository (docs/decisions/0019): no file may
// cite a specification kept elsewhere, and every `docs/….md` path named anywhere must exist.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCANNED = ["src", "docs", "scripts", "bench", "e2e", "README.md"];
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|md|json|css|html|ya?ml|sh|txt)$/;
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Names of documents that live outside the repository; `decisions.md` is allowed inside docs/decisions. */
const OUTSIDE = ["seed-planner-wizard", "seed-accounts-commerce", "../shared", "sow-content.md", "decisions.md"];

function textFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (TEXT.test(path)) return [path];
  let entries: string[];
  try {
    entries = readdirSync(full);
  } catch {
    return [];
  }
  return entries.filter((name) => name !== "node_modules").flatMap((name) => textFiles(join(path, name)));
}

const files = SCANNED.flatMap(textFiles).filter((file) => file !== THIS_FILE);

describe("document references", () => {
  it("scans the repository's sources and docs", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain("docs/product/planner-wizard.md");
  });

  it("cite no document kept outside the repository", () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), "utf8");
      for (const name of OUTSIDE) {
        if (name === "decisions.md" && file.startsWith("docs/decisions/")) continue;
        if (text.includes(name)) found.push(`${file}: ${name}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("name only docs/ paths that exist", () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), "utf8");
      for (const [path] of text.matchAll(/docs\/[\w/.-]+\.md/g)) {
        if (!existsSync(join(ROOT, path))) missing.push(`${file}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
