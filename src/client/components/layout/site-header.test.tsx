import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageNavigation } from "../../lib/session";
import { renderAt, signedInAs, signedOut, stubApi, USER } from "../../test/harness";
import { SIGNED_IN_HINT_COOKIE } from "../../../domain/accounts/session-hint";
import { WAIT } from "../../test/wait";
import { SiteHeader } from "./site-header";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the site header", () => {
  it("offers Login to a visitor, and no Logout, projects or dashboard", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    renderAt("/", <SiteHeader />);
    expect((await screen.findByRole("link", { name: "Login" }, WAIT)).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
    expect(screen.queryByRole("link", { name: "My Projects" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Admin Dashboard" })).toBeNull();
  });

  it("brings a visitor who logs in from the planner back to the planner, and from the home page to the default", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    const planner = renderAt("/planner", <SiteHeader />);
    const link = await screen.findByRole("link", { name: "Login" }, WAIT);
    expect(link.getAttribute("href")).toBe("/login?returnTo=%2Fplanner");
    planner.unmount();
    renderAt("/faq", <SiteHeader />);
    expect((await screen.findByRole("link", { name: "Login" }, WAIT)).getAttribute("href")).toBe("/login?returnTo=%2Ffaq");
  });

  it("shows the member's links while the server is asked who is signed in, so the bar keeps its shape, and Login once it says nobody", async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({ "GET /api/auth/user": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt("/faq", <SiteHeader />);
    // the hint cookie is set: most likely someone is signed in
    expect(screen.getByRole("link", { name: "My Projects" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    answer(await signedOut(undefined));
    expect((await screen.findByRole("link", { name: "Login" }, WAIT)).getAttribute("href")).toBe("/login?returnTo=%2Ffaq");
    expect(screen.queryByRole("link", { name: "My Projects" })).toBeNull();
  });

  it("does not ask who is signed in when the browser has no session (no 401 for a visitor)", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: removing the hint cookie the server would not have set
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    const fetchMock = stubApi({ "GET /api/auth/user": signedInAs(USER) });
    renderAt("/", <SiteHeader />);
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/auth/user"))).toBe(false);
  });

  it("offers Logout to a signed-in user, which leaves the page for /api/logout", async () => {
    stubApi({ "GET /api/auth/user": signedInAs(USER) });
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderAt("/", <SiteHeader />);
    fireEvent.click(await screen.findByRole("button", { name: "Logout" }, WAIT));
    expect(assign).toHaveBeenCalledWith("/api/logout");
    expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Admin Dashboard" })).toBeNull();
  });

  it("links a signed-in user to My Projects", async () => {
    stubApi({ "GET /api/auth/user": signedInAs(USER) });
    renderAt("/", <SiteHeader />);
    const link = await screen.findByRole("link", { name: "My Projects" }, WAIT);
    expect(link.getAttribute("href")).toBe("/projects");
  });

  it("links a signed-in user to the account page, and a visitor not", async () => {
    stubApi({ "GET /api/auth/user": signedInAs(USER) });
    const view = renderAt("/", <SiteHeader />);
    const link = await screen.findByRole("link", { name: "Account" }, WAIT);
    expect(link.getAttribute("href")).toBe("/account");
    view.unmount();
    stubApi({ "GET /api/auth/user": signedOut });
    renderAt("/", <SiteHeader />);
    await screen.findByRole("link", { name: "Login" }, WAIT);
    expect(screen.queryByRole("link", { name: "Account" })).toBeNull();
  });

  it("adds the Admin Dashboard for an administrator", async () => {
    stubApi({ "GET /api/auth/user": signedInAs({ ...USER, isAdmin: true }) });
    renderAt("/", <SiteHeader />);
    const link = await screen.findByRole("link", { name: "Admin Dashboard" }, WAIT);
    expect(link.getAttribute("href")).toBe("/admin/dashboard");
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    // My Projects comes before the dashboard
    const projects = screen.getByRole("link", { name: "My Projects" });
    expect(projects.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
