import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../domain/accounts/messages";
import { json, renderAt, sentBodies, setUpAccountPageTests, signedOut, stubApi } from "../test/harness";
import { WAIT } from "../test/wait";
import { ForgotPasswordPage } from "./forgot-password-page";

setUpAccountPageTests();

function send(email: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
}

describe("the forgot password page", () => {
  it("checks the address, sends it, then shows 'Check your email' with the server's message", async () => {
    const fetchMock = stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/forgot-password": () => json({ message: ACCOUNT_MESSAGES.resetRequested }),
    });
    renderAt("/forgot-password", <ForgotPasswordPage />);
    send("nope");
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/auth/forgot-password")).toEqual([]);

    send(" Ana@Example.com ");
    expect(await screen.findByRole("heading", { level: 1, name: "Check your email" }, WAIT)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.resetRequested)).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/auth/forgot-password")).toEqual([{ email: "ana@example.com" }]);
  });

  it("shows the server's message, 'Something went wrong' without one, and 'Failed to send reset email' offline", async () => {
    let answer: () => Response = () => json({ error: "Too many requests. Please wait a moment and try again.", code: "rate_limited" }, 429);
    stubApi({ "GET /api/auth/user": signedOut, "POST /api/auth/forgot-password": () => answer() });
    renderAt("/forgot-password", <ForgotPasswordPage />);
    send("ana@example.com");
    await waitFor(
      () => expect(screen.getByRole("alert").textContent).toBe("Too many requests. Please wait a moment and try again."),
      WAIT,
    );
    answer = () => new Response("", { status: 500 });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Something went wrong"), WAIT);
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Failed to send reset email"), WAIT);
  });
});
