import { describe, expect, it } from "vitest";
import { CLIENT_PATHS } from "../../domain/site/site-settings";
import { PAGE_MODULES } from "./pages";
import { routes } from "./router";

describe("the page table", () => {
  it.each(Object.entries(PAGE_MODULES))("%s: its module exports its page component", async (_page, { file, component }) => {
    const module: Record<string, unknown> = await import(`../pages/${file}`);
    expect(typeof module[component]).toBe("function");
  });

  it("gives the router one route per client path", () => {
    expect(routes.map((r) => r.path)).toEqual(Object.values(CLIENT_PATHS));
  });
});
