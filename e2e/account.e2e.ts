import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_PAGE_MESSAGES, accountExportSchema } from "../src/domain/accounts/account-page";
import { ACCOUNT_MESSAGES } from "../src/domain/accounts/messages";
import { toIsoDate } from "../src/domain/common/format";
import { gazeboUPlan } from "../src/domain/testing/plans";
import { expectAccessible } from "./support/axe";
import { expectStep, fillSignup, openBudgetStep, submitLogin, uniqueEmail, waitForHumanFill } from "./support/planner";
import { setUpProduct } from "./support/product";
import { headerControl } from "./support/header";

const ADMIN = { email: "privacy-admin@example.com", password: "privacy-keeper-2026" };
const product = setUpProduct({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const PASSWORD = "patio-planner-2026";

/** Set to a folder to keep screenshots of the account page at both widths (for looking at, not asserted). */
const SHOTS_DIR = process.env.E2E_SCREENSHOT_DIR;

/** Sends the login form; the caller waits for the answer it expects (a refusal, or logged in). */
function logInThroughPage(page: Page, email: string, password: string) {
  return submitLogin(page, product.server.url, email, password);
}

/** GET from the page, with its session: status and body text. */
function pageGet(page: Page, url: string): Promise<{ status: number; body: string }> {
  return page.evaluate(async (u) => {
    const res = await fetch(u);
    return { status: res.status, body: await res.text() };
  }, url);
}

function pagePost(page: Page, url: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ u, b }) => (await fetch(u, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) })).status,
    { u: url, b: body },
  );
}

describe("the account page", () => {
  it("signs up and plans, exports the account with its project, deletes it: no sign-in, and the administrator finds nothing", async () => {
    const page = await product.openPage();
    const main = page.getByRole("main");

    // a visitor plans, signs up from step 9 and the plan is saved as a project
    await openBudgetStep(page, product.server.url, gazeboUPlan());
    await main.getByRole("link", { name: "Sign Up" }).click();
    await page.getByRole("heading", { level: 1, name: "Create account" }).waitFor();
    const opened = Date.now();
    const email = uniqueEmail("leaver");
    await fillSignup(page, email, PASSWORD);
    await waitForHumanFill(page, opened);
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await page.waitForURL(`${product.server.url}/planner`);
    await expectStep(page, 9);
    const saved = main.getByText(/as U-Shaped Kitchen \(#\d+\)/);
    await saved.waitFor();
    const projectId = Number(/#(\d+)/.exec((await saved.textContent()) ?? "")?.[1]);
    expect(projectId).toBeGreaterThan(0);

    // the header leads to the account page
    await (await headerControl(page, "link", "Account")).click();
    await page.getByRole("heading", { level: 1, name: "My account" }).waitFor();
    await expect.poll(() => page.getByLabel("First name").inputValue()).toBe("Dana");
    expect(await page.getByText(email).count()).toBe(1);
    await expectAccessible(page);
    if (SHOTS_DIR) {
      // the page as one comes back to it: without the planner's "saved" notification on top
      for (const close of await page.getByRole("button", { name: "Dismiss notification" }).all()) await close.click();
      await page.getByText("Project saved successfully").waitFor({ state: "detached" });
      await mkdir(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS_DIR, "account-1280.png"), fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, "account-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // the export is a JSON file that holds the project and its plan
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      main.getByRole("link", { name: "Download my data (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`account-export-${new Date().toISOString().slice(0, 10)}.json`);
    const exported = accountExportSchema.parse(JSON.parse(await readFile(await download.path(), "utf8")));
    expect(exported.profile.email).toBe(email);
    expect(exported.projects.map((p) => p.id)).toEqual([projectId]);
    expect(exported.projects[0]?.plan).toMatchObject({ shape: "u-shaped" });
    expect(exported.sessions.length).toBeGreaterThan(0);

    // deleting asks for the password, then signs out and goes home with a toast
    await main.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel("Password").fill(PASSWORD);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await page.waitForURL(`${product.server.url}/`);
    await page.getByText(ACCOUNT_PAGE_MESSAGES.deleted).first().waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Login" }).waitFor();

    // the same credentials no longer sign in
    await logInThroughPage(page, email, PASSWORD);
    await page.getByText(ACCOUNT_MESSAGES.invalidCredentials).first().waitFor();
    expect((await pageGet(page, "/api/auth/user")).status).toBe(401);

    // the administrator finds neither the person nor the project: not in the downloads, not in the funnel, not by id
    const admin = await product.openPage();
    await logInThroughPage(admin, ADMIN.email, ADMIN.password);
    await admin.getByText(ACCOUNT_MESSAGES.loggedIn).first().waitFor();
    const today = toIsoDate(new Date());
    const downloads = await pageGet(admin, `/api/admin/all-downloads?from=${today}&to=${today}`);
    expect(downloads.status).toBe(200);
    const listed = JSON.parse(downloads.body) as { downloads: Array<{ projectId: number }> };
    expect(listed.downloads.map((d) => d.projectId)).not.toContain(projectId);
    expect(downloads.body).not.toContain(email);
    const funnel = await pageGet(admin, `/api/admin/funnel?from=${today}&to=${today}`);
    expect(funnel.status).toBe(200);
    expect(funnel.body).not.toContain(email);
    expect(await pagePost(admin, `/api/projects/${projectId}/generate-sow`, {})).toBe(404);
    expect(await pagePost(admin, `/api/projects/${projectId}/download-excel`, {})).toBe(404);
    await admin.goto(`${product.server.url}/admin/dashboard`);
    await admin.getByRole("main").getByRole("heading", { name: "Recent Downloads" }).waitFor();
    await admin.getByRole("main").getByText("Funnel", { exact: false }).first().waitFor();
    expect(await admin.getByRole("cell", { name: email }).count()).toBe(0);

    expect(page.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    // the two 404s are the look-ups by id above
    expect(admin.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
