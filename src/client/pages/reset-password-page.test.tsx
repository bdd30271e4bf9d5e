import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RESET_REDIRECT_MS } from "../../domain/accounts/accounts";
import { ACCOUNT_MESSAGES } from "../../domain/accounts/messages";
import { PASSWORD_MESSAGES } from "../../domain/accounts/password-strength";
import { json, renderAt, sentBodies, setUpAccountPageTests, signedOut, stubApi } from "../test/harness";
import { WAIT } from "../test/wait";
import { ResetPasswordPage } from "./reset-password-page";

setUpAccountPageTests();

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const toasts = () => screen.getByRole("region", { name: /notifications/i });

function submit(password: string, confirm: string) {
  type("New password", password);
  type("Confirm new password", confirm);
  fireEvent.click(screen.getByRole("button", { name: "Reset password" }));
}

describe("the reset password page", () => {
  it("without a token says 'Invalid Link' and goes to the login page", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    const view = renderAt("/reset-password", <ResetPasswordPage />);
    await waitFor(() => expect(view.history.at(-1)).toBe("/login"), WAIT);
    expect(within(toasts()).getByText("Invalid Link")).toBeTruthy();
    expect(within(toasts()).getByText("This password reset link is invalid.")).toBeTruthy();
  });

  it("refuses passwords that differ, then ones that are too short, without asking the server", () => {
    const fetchMock = stubApi({ "GET /api/auth/user": signedOut });
    renderAt("/reset-password?token=abc", <ResetPasswordPage />);

    submit("long enough 1", "long enough 2");
    expect(within(toasts()).getByText("Passwords don't match")).toBeTruthy();
    expect(screen.getAllByText(ACCOUNT_MESSAGES.passwordsDontMatch).length).toBeGreaterThan(0);
    expect((screen.getByLabelText("Confirm new password") as HTMLInputElement).getAttribute("aria-invalid")).toBe("true");

    submit("short", "short");
    expect(within(toasts()).getByText("Password too short")).toBeTruthy();
    expect(screen.getAllByText("Password must be at least 8 characters long.").length).toBeGreaterThan(0);
    expect(sentBodies(fetchMock, "POST", "/api/auth/reset-password")).toEqual([]);
  });

  it("refuses a common password with the shared schema's reason, without asking the server", async () => {
    const fetchMock = stubApi({ "GET /api/auth/user": signedOut });
    renderAt("/reset-password?token=abc", <ResetPasswordPage />);
    submit("12345678", "12345678");
    // judged once the password dictionaries are in (fetched as the page opened)
    expect(await within(toasts()).findByText("Choose a stronger password", {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText(PASSWORD_MESSAGES.tooCommon).length).toBeGreaterThan(0);
    expect((screen.getByLabelText("New password") as HTMLInputElement).getAttribute("aria-invalid")).toBe("true");
    expect(sentBodies(fetchMock, "POST", "/api/auth/reset-password")).toEqual([]);
  });

  it("sends the token and the new password, shows success and goes to login after 3 seconds", async () => {
    const fetchMock = stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/reset-password": () => json({ message: ACCOUNT_MESSAGES.resetDone }),
    });
    // fake timers that still move with real time, so the awaited answer arrives
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderAt("/reset-password?token=tok-123", <ResetPasswordPage />);
    submit("a new password", "a new password");
    expect(await screen.findByText(new RegExp(ACCOUNT_MESSAGES.resetDone), {}, WAIT)).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/auth/reset-password")).toEqual([
      { token: "tok-123", newPassword: "a new password" },
    ]);
    // let React run the effect that starts the redirect timer before the clock moves
    await act(async () => {});
    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS - 500));
    expect(view.history.at(-1)).toBe("/reset-password?token=tok-123");
    act(() => vi.advanceTimersByTime(500));
    expect(view.history.at(-1)).toBe("/login");
  });

  it("shows the server's refusal of a used link with a way to get a new one", async () => {
    stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/reset-password": () => json({ error: ACCOUNT_MESSAGES.resetInvalid, code: "bad_request" }, 400),
    });
    renderAt("/reset-password?token=old", <ResetPasswordPage />);
    submit("a new password", "a new password");
    expect((await screen.findByRole("alert", {}, WAIT)).textContent).toBe(ACCOUNT_MESSAGES.resetInvalid);
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("words an unreachable server and an empty failure as the catalogue does", async () => {
    let fail: () => Response | never = () => {
      throw new TypeError("Failed to fetch");
    };
    stubApi({ "GET /api/auth/user": signedOut, "POST /api/auth/reset-password": () => fail() });
    renderAt("/reset-password?token=t", <ResetPasswordPage />);
    submit("a new password", "a new password");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again."), WAIT);
    fail = () => new Response("", { status: 500 });
    fireEvent.click(screen.getByRole("button", { name: "Reset password" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Failed to reset password"), WAIT);
  });
});
