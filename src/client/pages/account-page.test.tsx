import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_PAGE_MESSAGES, type AccountProfile } from "../../domain/accounts/account-page";
import {
  json,
  renderAt,
  type Route,
  sentBodies,
  setUpAccountPageTests,
  signedInAs,
  signedOut,
  stubApi,
  toasts,
  USER,
} from "../test/harness";
import { WAIT } from "../test/wait";
import { AccountPage } from "./account-page";

setUpAccountPageTests();

const PROFILE: AccountProfile = {
  email: USER.email,
  firstName: "Ana",
  lastName: "Reyes",
  phoneNumber: "916 555 0100",
  propertyAddress: "12 Oak Lane",
  propertyCity: "Sacramento",
  propertyState: "CA",
  propertyZip: "95814",
  createdAt: "2026-11-01T10:00:00.000Z",
};

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

async function renderPage(routes: Record<string, Route> = {}) {
  const fetchMock = stubApi({ "GET /api/auth/user": signedInAs(USER), "GET /api/account": () => json(PROFILE), ...routes });
  const view = renderAt("/account", <AccountPage />);
  await screen.findByLabelText("First name", {}, WAIT);
  return { fetchMock, view };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("the account page", () => {
  it("shows the profile with the e-mail, the export link and the delete button, axe clean", async () => {
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "My account" })).toBeTruthy();
    expect(screen.getByTestId("account-email").textContent).toBe(USER.email);
    expect(input("First name").value).toBe("Ana");
    expect(input("ZIP code").value).toBe("95814");
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("CA");
    const download = screen.getByRole("link", { name: "Download my data (JSON)" });
    expect(download.getAttribute("href")).toBe("/api/account/export");
    expect(download.hasAttribute("download")).toBe(true);
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await screen.findByRole("alertdialog", {}, WAIT);
    expect(await axeViolations()).toEqual([]);
  });

  it("sends a signed-out visitor to the login page, coming back here afterwards", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    const view = renderAt("/account", <AccountPage />);
    await waitFor(() => expect(view.history).toEqual(["/login?returnTo=/account"]), WAIT);
  });

  it("saves corrected details, and shows the server's complaint next to its field", async () => {
    let answer: Response = json({ ...PROFILE, propertyCity: "Davis" });
    const { fetchMock } = await renderPage({ "PATCH /api/account": () => answer });
    fireEvent.change(input("City"), { target: { value: "Davis" } });
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    expect(await toasts().findByText(ACCOUNT_PAGE_MESSAGES.profileSaved, {}, WAIT)).toBeTruthy();
    expect(sentBodies(fetchMock, "PATCH", "/api/account")[0]).toMatchObject({ propertyCity: "Davis", propertyZip: "95814" });

    answer = json(
      { error: "Invalid body: propertyCity: City is not served", code: "validation_error", issues: [{ path: "propertyCity", message: "City is not served" }] },
      400,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(input("City").getAttribute("aria-invalid")).toBe("true"), WAIT);
    expect(screen.getAllByText("City is not served").length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(input("City"));
  });

  it("refuses a wrong ZIP code before asking the server", async () => {
    const { fetchMock } = await renderPage();
    fireEvent.change(input("ZIP code"), { target: { value: "9581" } });
    fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(input("ZIP code").getAttribute("aria-invalid")).toBe("true"), WAIT);
    expect(sentBodies(fetchMock, "PATCH", "/api/account")).toEqual([]);
  });

  it("changes the password only when both new ones match, and shows a wrong current password on its field", async () => {
    let answer: Response = json({ message: ACCOUNT_PAGE_MESSAGES.passwordChanged });
    const { fetchMock } = await renderPage({ "POST /api/account/password": () => answer });
    fireEvent.change(input("Current password"), { target: { value: "old secret words" } });
    fireEvent.change(input("New password"), { target: { value: "a fresh long passphrase" } });
    fireEvent.change(input("Confirm new password"), { target: { value: "a different one" } });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(input("Confirm new password").getAttribute("aria-invalid")).toBe("true"), WAIT);
    expect(sentBodies(fetchMock, "POST", "/api/account/password")).toEqual([]);

    fireEvent.change(input("Confirm new password"), { target: { value: "a fresh long passphrase" } });
    answer = json(
      { error: "Invalid", code: "validation_error", issues: [{ path: "currentPassword", message: ACCOUNT_PAGE_MESSAGES.wrongPassword }] },
      400,
    );
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(input("Current password").getAttribute("aria-invalid")).toBe("true"), WAIT);
    expect(sentBodies(fetchMock, "POST", "/api/account/password")).toEqual([
      { currentPassword: "old secret words", newPassword: "a fresh long passphrase" },
    ]);

    answer = json({ message: ACCOUNT_PAGE_MESSAGES.passwordChanged });
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await toasts().findByText(ACCOUNT_PAGE_MESSAGES.passwordChanged, {}, WAIT)).toBeTruthy();
    expect(input("New password").value).toBe("");
  });

  it("deletes the account after the password is confirmed, then goes home with a toast", async () => {
    let answer: Response = json(
      { error: "Invalid", code: "validation_error", issues: [{ path: "password", message: ACCOUNT_PAGE_MESSAGES.wrongPassword }] },
      400,
    );
    const { fetchMock, view } = await renderPage({ "DELETE /api/account": () => answer });
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = within(await screen.findByRole("alertdialog", {}, WAIT));
    fireEvent.change(dialog.getByLabelText("Password"), { target: { value: "not it" } });
    fireEvent.click(dialog.getByRole("button", { name: "Delete account" }));
    expect(await dialog.findByText(ACCOUNT_PAGE_MESSAGES.wrongPassword, {}, WAIT)).toBeTruthy();
    expect(view.history).toEqual(["/account"]);

    answer = json({ message: ACCOUNT_PAGE_MESSAGES.deleted });
    fireEvent.change(dialog.getByLabelText("Password"), { target: { value: "the right one" } });
    fireEvent.click(dialog.getByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(view.history.at(-1)).toBe("/"), WAIT);
    expect(await toasts().findByText(ACCOUNT_PAGE_MESSAGES.deleted, {}, WAIT)).toBeTruthy();
    expect(sentBodies(fetchMock, "DELETE", "/api/account")).toEqual([{ password: "not it" }, { password: "the right one" }]);
  });
});
