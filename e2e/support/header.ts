import type { Locator, Page } from "playwright-core";

/**
 * A link or button of the site header. On a phone a signed-in user's header folds them into a menu: the menu
 * is opened first, as a person would.
 */
export async function headerControl(page: Page, role: "link" | "button", name: string): Promise<Locator> {
  const banner = page.getByRole("banner");
  const menu = banner.getByRole("button", { name: "Menu", exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  return banner.getByRole(role, { name, exact: true });
}

/**
 * Rests the pointer on `target` until its tooltip shows. The tooltip's code arrives after the page's; a pointer
 * already resting on the target when it comes moves away and back, as a person's would.
 */
export async function hoverUntilTooltip(page: Page, target: Locator): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await page.mouse.move(0, 0);
    await target.hover();
    try {
      await page.getByRole("tooltip").first().waitFor({ state: "attached", timeout: 3000 });
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}
