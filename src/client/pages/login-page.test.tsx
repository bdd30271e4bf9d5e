import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../domain/accounts/messages";
import { createDefaultPlannerData } from "../../domain/planner/model";
import type { LatestProject } from "../../domain/projects/projects";
import { PASSWORD_MESSAGES } from "../../domain/accounts/password-strength";
import {
  json,
  renderAt,
  sentBodies,
  setUpAccountPageTests,
  signedOut,
  stubApi,
  stubResizeObserver,
  USER,
} from "../test/harness";
import { LOGIN_HANDOFF_KEY, saveLoginHandoff } from "../features/planner/login-handoff";
import { readLoginHandoff } from "../features/planner/stored-plan";
import { PLANNER_STORAGE_KEY } from "../features/planner/planner-store";
import { readSavedProject } from "../features/planner/project-save";
import { WAIT } from "../test/wait";
import { LoginPage } from "./login-page";
import { SIGNUP_DRAFT_KEY } from "../features/auth/signup-draft";

beforeAll(stubResizeObserver);

setUpAccountPageTests(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const formLoad = () => json({ sessionId: "form-1" });
const input = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string | RegExp, value: string) => fireEvent.change(input(name), { target: { value } });

function fillSignup() {
  type("First name", "Ana");
  type("Last name", "Reyes");
  type("Email", "ana@example.com");
  type("Password", "correct horse");
  type("Street address", "1 Main St");
  type("City", "Sacramento");
  fireEvent.change(screen.getByLabelText("State"), { target: { value: "CA" } });
  type("ZIP code", "95814");
  fireEvent.click(screen.getByRole("checkbox", { name: /at least 18 years old/ }));
}

describe("the login page", () => {
  it("switches between Log in and Create account, showing the sign-up fields only for the latter", async () => {
    stubApi({ "GET /api/auth/user": signedOut, "POST /api/auth/track-form-load": formLoad });
    renderAt("/login", <LoginPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(screen.queryByLabelText("First name")).toBeNull();
    expect(screen.queryByLabelText("ZIP code")).toBeNull();
    expect(screen.getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe("/forgot-password");

    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByRole("heading", { level: 1, name: "Create account" })).toBeTruthy();
    for (const label of ["First name", "Last name", "Street address", "City", "State", "ZIP code"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    const state = screen.getByLabelText("State") as HTMLSelectElement;
    expect([...state.options].filter((o) => !o.disabled)).toHaveLength(50);
    expect(screen.getByRole("link", { name: "Terms and Conditions" }).getAttribute("href")).toBe(
      "/terms-and-conditions?returnTo=login",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy?returnTo=login");

    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(screen.queryByLabelText("First name")).toBeNull();
  });

  it("opens on Create account with ?mode=signup and offers the phone number once an e-mail is typed", () => {
    stubApi({ "GET /api/auth/user": signedOut, "POST /api/auth/track-form-load": formLoad });
    renderAt("/login?mode=signup", <LoginPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Create account" })).toBeTruthy();
    expect(screen.queryByLabelText(/Phone number/)).toBeNull();
    type("Email", "a");
    expect(screen.getByLabelText(/Phone number/)).toBeTruthy();
    type("Email", "");
    expect(screen.queryByLabelText(/Phone number/)).toBeNull();
  });

  it("keeps the honeypot out of the accessibility tree and the tab order", () => {
    stubApi({ "GET /api/auth/user": signedOut, "POST /api/auth/track-form-load": formLoad });
    const { container } = renderAt("/login", <LoginPage />);
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute("autocomplete")).toBe("off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot?.closest("[hidden]")).toBeNull();
    // every other text field is reachable by its label
    expect(screen.getAllByRole("textbox").map((el) => el.getAttribute("name"))).toEqual(["email"]);
  });

  it("shows the shared schema's messages next to the fields and sends nothing", async () => {
    const fetchMock = stubApi({ "GET /api/auth/user": signedOut, "POST /api/auth/track-form-load": formLoad });
    renderAt("/login?mode=signup", <LoginPage />);
    type("Email", "not-an-email");
    type("Password", "short");
    type("ZIP code", "9581");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Enter a valid email address")).toBeTruthy();
    expect(input("Email").getAttribute("aria-invalid")).toBe("true");
    expect(input("Email").getAttribute("aria-describedby")).toContain("error");
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(screen.getByText("First name is required")).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.zip)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.state)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.age)).toBeTruthy();
    expect(document.activeElement).toBe(input("First name"));
    expect(sentBodies(fetchMock, "POST", "/api/auth/login")).toEqual([]);

    // fixing a field clears its message
    type("First name", "Ana");
    expect(screen.queryByText("First name is required")).toBeNull();
  });

  it("refuses a password holding the e-mail's name with the shared schema's reason", async () => {
    const fetchMock = stubApi({ "GET /api/auth/user": signedOut, "POST /api/auth/track-form-load": formLoad });
    renderAt("/login?mode=signup", <LoginPage />);
    type("Email", "pat.garden@example.com");
    type("Password", "pat.garden-2026");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(PASSWORD_MESSAGES.containsEmail)).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/auth/login")).toEqual([]);
  });

  it("shows the server's field complaints next to their fields and its message in a toast", async () => {
    stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/track-form-load": formLoad,
      "POST /api/auth/login": () =>
        json(
          {
            error: "Invalid request body: propertyZip: Enter a ZIP",
            code: "validation_error",
            issues: [{ path: "propertyZip", message: "ZIP code not served" }],
          },
          400,
        ),
    });
    renderAt("/login?mode=signup", <LoginPage />);
    fillSignup();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("ZIP code not served", {}, WAIT)).toBeTruthy();
    expect(input("ZIP code").getAttribute("aria-invalid")).toBe("true");
    const region = screen.getByRole("region", { name: /notifications/i });
    expect(within(region).getByText("Invalid request body: propertyZip: Enter a ZIP")).toBeTruthy();
  });

  it("logs in: sends the bot-detection data, toasts success and goes to returnTo", async () => {
    const fetchMock = stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/track-form-load": formLoad,
      "POST /api/auth/track-interaction": () => new Response(null, { status: 204 }),
      "POST /api/auth/login": () => json({ user: USER, message: ACCOUNT_MESSAGES.loggedIn }),
    });
    const view = renderAt("/login?returnTo=/faq", <LoginPage />);
    await waitFor(() => expect(sentBodies(fetchMock, "POST", "/api/auth/track-form-load")).toHaveLength(1), WAIT);
    // let the form id arrive before interacting
    await act(async () => {});
    fireEvent.focusIn(input("Email"));
    type("Email", "Ana@Example.com");
    type("Password", "secret");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.loggedIn, {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(view.history.at(-1)).toBe("/faq"), WAIT);
    const [body] = sentBodies(fetchMock, "POST", "/api/auth/login") as Array<Record<string, unknown>>;
    expect(body).toMatchObject({
      mode: "login",
      email: "ana@example.com",
      password: "secret",
      website: "",
      _bot_detection: { sessionId: "form-1", interactions: { focus: 1 } },
    });
    const { timeSinceLoad } = (body as { _bot_detection: { timeSinceLoad: number } })._bot_detection;
    expect(timeSinceLoad).toBeGreaterThanOrEqual(0);
    expect(sentBodies(fetchMock, "POST", "/api/auth/track-interaction")).toContainEqual({ sessionId: "form-1", type: "focus" });
  });

  it("shows the server's refusal, or 'Failed to login' when it has none", async () => {
    let answer = json({ error: ACCOUNT_MESSAGES.invalidCredentials, code: "unauthorized" }, 401);
    stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/track-form-load": formLoad,
      "POST /api/auth/login": () => answer,
    });
    const view = renderAt("/login", <LoginPage />);
    type("Email", "ana@example.com");
    type("Password", "wrong");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    const alert = await screen.findByRole("alert", {}, WAIT);
    expect(alert.textContent).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    const region = screen.getByRole("region", { name: /notifications/i });
    expect(within(region).getByText(ACCOUNT_MESSAGES.invalidCredentials)).toBeTruthy();
    expect(view.history).toEqual(["/login"]);

    answer = new Response("", { status: 500 });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Failed to login"), WAIT);
  });

  it("creates an account and, with a plan brought from the planner, goes back to /planner", async () => {
    saveLoginHandoff(createDefaultPlannerData());
    const fetchMock = stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/track-form-load": formLoad,
      "POST /api/auth/login": () => json({ user: USER, message: ACCOUNT_MESSAGES.accountCreated }, 201),
    });
    const view = renderAt("/login?returnTo=/planner&mode=signup", <LoginPage />);
    fillSignup();
    type("Phone number (optional)", "(916) 555-0100");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountCreated, {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(view.history.at(-1)).toBe("/planner"), WAIT);
    expect(sentBodies(fetchMock, "POST", "/api/auth/login")[0]).toMatchObject({
      mode: "signup",
      firstName: "Ana",
      phoneNumber: "(916) 555-0100",
      propertyState: "CA",
      propertyZip: "95814",
      acceptTerms: true,
    });
    // the planner, not the login page, takes the plan out of session storage
    expect(sessionStorage.getItem(LOGIN_HANDOFF_KEY)).not.toBeNull();
  });

  it("keeps what was typed, never the password, through a look at the Terms, and forgets it once the account is made", async () => {
    stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/track-form-load": formLoad,
      "POST /api/auth/login": () => json({ user: USER, message: ACCOUNT_MESSAGES.accountCreated }, 201),
    });
    const first = renderAt("/login?mode=signup", <LoginPage />);
    fillSignup();
    expect(sessionStorage.getItem(SIGNUP_DRAFT_KEY)).not.toContain("correct horse");
    // the visitor opens the Terms: the form goes away, and comes back when they return
    first.unmount();
    renderAt("/login?mode=signup", <LoginPage />);
    expect(input("First name").value).toBe("Ana");
    expect(input("Email").value).toBe("ana@example.com");
    expect(input("Street address").value).toBe("1 Main St");
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("CA");
    expect(input("ZIP code").value).toBe("95814");
    expect(screen.getByRole("checkbox", { name: /at least 18 years old/ }).getAttribute("data-state")).toBe("checked");
    expect(input("Password").value).toBe("");
    type("Password", "correct horse");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountCreated, {}, WAIT)).toBeTruthy();
    expect(sessionStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
  });

  it("never follows a returnTo that leaves the site", async () => {
    stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/auth/track-form-load": formLoad,
      "POST /api/auth/login": () => json({ user: USER, message: ACCOUNT_MESSAGES.loggedIn }),
    });
    const view = renderAt("/login?returnTo=//evil.example/x", <LoginPage />);
    type("Email", "ana@example.com");
    type("Password", "secret");
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(view.history.at(-1)).toBe("/"), WAIT);
  });

  describe("the latest project (docs/product/accounts-and-commerce.md: stored, and the planner opens with it)", () => {
    function latestProject(): LatestProject {
      const data = { ...createDefaultPlannerData(), shape: "u-shaped" as const };
      return { id: 41, name: "U-Shaped Kitchen", shape: "u-shaped", budget: 23456, paidTier: null, updatedAt: "2026-11-20T10:00:00.000Z", plan: { ...data, projectId: 41 } };
    }

    function logInWith(returnTo: string) {
      stubApi({
        "GET /api/auth/user": signedOut,
        "POST /api/auth/track-form-load": formLoad,
        "POST /api/auth/login": () => json({ user: USER, message: ACCOUNT_MESSAGES.loggedIn }),
        "GET /api/user/latest-project": () => json(latestProject()),
      });
      const view = renderAt(`/login?returnTo=${returnTo}`, <LoginPage />);
      type("Email", "ana@example.com");
      type("Password", "secret");
      fireEvent.click(screen.getByRole("button", { name: "Log in" }));
      return view;
    }

    it("stores the latest project for the planner and goes there", async () => {
      const view = logInWith("/");
      await waitFor(() => expect(view.history.at(-1)).toBe("/planner"), WAIT);
      const handoff = readLoginHandoff();
      expect(handoff?.data.projectId).toBe(41);
      expect(handoff?.data.shape).toBe("u-shaped");
      // already saved as project 41: the planner shows it saved instead of saving it again
      expect(readSavedProject()?.projectId).toBe(41);
    });

    it("does not replace a plan of this browser that is not saved yet", async () => {
      localStorage.setItem(PLANNER_STORAGE_KEY, JSON.stringify({ data: { ...createDefaultPlannerData(), lighting: true }, step: 4 }));
      const view = logInWith("/");
      await waitFor(() => expect(view.history.at(-1)).toBe("/"), WAIT);
      expect(readLoginHandoff()).toBeNull();
    });

    it("goes back to a page that sent the user to log in, such as My projects", async () => {
      const view = logInWith("/projects");
      await waitFor(() => expect(view.history.at(-1)).toBe("/projects"), WAIT);
      expect(readLoginHandoff()).toBeNull();
    });
  });
});

