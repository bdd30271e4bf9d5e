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
