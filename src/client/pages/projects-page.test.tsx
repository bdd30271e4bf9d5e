import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { calculateBudget } from "../../domain/budget/budget";
import { createApplianceItem, createDefaultPlannerData } from "../../domain/planner/model";
import { PROJECT_MESSAGES } from "../../domain/projects/messages";
import { PROJECT_NAME_MAX, type Project, type ProjectSummary } from "../../domain/projects/projects";
import { revisionRequiredMessage, SOW_MESSAGES } from "../../domain/sow/documents";
import {
  deferred,
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
import { ProjectsPage } from "./projects-page";

setUpAccountPageTests();

const ISLAND: ProjectSummary = {
  id: 3,
  name: "Backyard Island",
  shape: "l-shaped",
  total: 18250,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-24T12:05:00.000Z",
  paidTier: null,
};
const POOL: ProjectSummary = {
  id: 2,
  name: "Pool Kitchen",
  shape: "u-shaped",
  total: 24100,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-22T12:00:00.000Z",
  paidTier: "silver",
};

function fullProject(summary: ProjectSummary): Project {
  const plan = { ...createDefaultPlannerData(), shape: summary.shape };
  return { ...summary, plan, budget: calculateBudget(plan) };
}

/** GET /api/projects answering the current `list`, counting its calls. */
function projectsRoute(initial: ProjectSummary[]) {
  const state = { list: initial, reads: 0 };
  const route: Route = () => {
    state.reads += 1;
    return json({ projects: state.list });
  };
  return { state, route };
}

/** axe on the whole document (the dialog is portalled out of the container); contrast needs a real browser. */
async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

const card = (name: string) => screen.getByRole("article", { name });

async function renderList(routes: Record<string, Route> = {}, list: ProjectSummary[] = [ISLAND, POOL]) {
  const projects = projectsRoute(list);
  const fetchMock = stubApi({ "GET /api/auth/user": signedInAs(USER), "GET /api/projects": projects.route, ...routes });
  const view = renderAt("/projects", <ProjectsPage />);
  await screen.findByRole("article", { name: ISLAND.name }, WAIT);
  return { fetchMock, projects, view };
}

describe("the My projects page", () => {
  it("lists each project with its shape, total, last change and paid tier", async () => {
    await renderList();
    expect(screen.getByRole("heading", { level: 1, name: "My projects" })).toBeTruthy();
    const names = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(["Backyard Island", "Pool Kitchen"]);

    const island = within(card(ISLAND.name));
    expect(island.getByText("L Shaped")).toBeTruthy();
    expect(island.getByText("$18,250")).toBeTruthy();
    const time = card(ISLAND.name).querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe(ISLAND.updatedAt);
    expect(time?.textContent).toMatch(/^Nov 24, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(island.queryByText(/^Paid:/)).toBeNull();
    expect(island.getByRole("link", { name: /^Open in planner/ }).getAttribute("href")).toBe("/planner?project=3");

    const pool = within(card(POOL.name));
    expect(pool.getByText("U Shaped")).toBeTruthy();
    expect(pool.getByText("$24,100")).toBeTruthy();
    expect(pool.getByText("Paid: Silver")).toBeTruthy();
    expect(document.title).toMatch(/^My projects/);
  });

  it("opens the project the planner's Finish names: its card takes focus and shows its next steps", async () => {
    stubApi({
      "GET /api/auth/user": signedInAs(USER),
      "GET /api/projects": projectsRoute([ISLAND, POOL]).route,
      "GET /api/projects/2/sow-versions": () =>
        json({ versions: [{ version: 1, issuedOn: "2026-11-22", serviceTier: "silver", current: true }], current: "covered" }),
    });
    renderAt("/projects?project=2", <ProjectsPage />);
    const pool = await screen.findByRole("article", { name: POOL.name }, WAIT);
    await waitFor(() => expect(document.activeElement).toBe(within(pool).getByRole("heading", { level: 2 })), WAIT);
    const next = within(pool).getByRole("region", { name: "Next steps" });
    const items = [...next.querySelectorAll("li")].map((li) => li.textContent);
    expect(items[0]).toMatch(/^1Download your Statement of Work\./);
    expect(items[1]).toMatch(/^2Get bids\. Send it to three contractors/);
    // only the project opened shows them
    expect(within(card(ISLAND.name)).queryByRole("region", { name: "Next steps" })).toBeNull();
  });

  it("tells an unpaid project's owner to choose a package first, on the budget step", async () => {
    stubApi({ "GET /api/auth/user": signedInAs(USER), "GET /api/projects": projectsRoute([ISLAND, POOL]).route });
    renderAt("/projects?project=3", <ProjectsPage />);
    const island = await screen.findByRole("article", { name: ISLAND.name }, WAIT);
    const next = within(island).getByRole("region", { name: "Next steps" });
    expect(within(next).getByRole("link", { name: "Choose a package" }).getAttribute("href")).toBe("/planner?project=3&step=9");
    expect(next.textContent).toContain("Get bids");
  });

  it("has no axe violations, with the list and with the delete dialog open", async () => {
    await renderList();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Rename Backyard Island" }));
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Delete Backyard Island" }));
    await screen.findByRole("alertdialog", {}, WAIT);
    expect(await axeViolations()).toEqual([]);
  });

  it("sends a signed-out visitor to the login page, coming back here afterwards", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    const view = renderAt("/projects", <ProjectsPage />);
    await waitFor(() => expect(view.history).toEqual(["/login?returnTo=/projects"]), WAIT);
  });

  it("says it is loading while the account is not known yet", () => {
    stubApi({ "GET /api/auth/user": () => new Promise<Response>(() => {}) });
    renderAt("/projects", <ProjectsPage />);
    expect(screen.getByRole("status").textContent).toBe("Loading your projects...");
  });

  it("invites a user without projects to start planning", async () => {
    stubApi({ "GET /api/auth/user": signedInAs(USER), "GET /api/projects": () => json({ projects: [] }) });
    renderAt("/projects", <ProjectsPage />);
    expect(await screen.findByText("You have no saved projects yet.", {}, WAIT)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Planning" }).getAttribute("href")).toBe("/planner");
  });

  it("says when the list could not be loaded, and loads it again on Retry", async () => {
    let fail = true;
    stubApi({
      "GET /api/auth/user": signedInAs(USER),
      "GET /api/projects": () => (fail ? json({ error: "Database unavailable" }, 500) : json({ projects: [ISLAND] })),
    });
    renderAt("/projects", <ProjectsPage />);
    expect((await screen.findByRole("alert", {}, WAIT)).textContent).toBe("We couldn't load your projects.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("article", { name: ISLAND.name }, WAIT)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  describe("renaming", () => {
    it("checks the name with the shared rule before sending anything", async () => {
      const { fetchMock } = await renderList();
      fireEvent.click(screen.getByRole("button", { name: "Rename Backyard Island" }));
      const field = screen.getByLabelText("Project name") as HTMLInputElement;
      expect(field.value).toBe("Backyard Island");
      expect(field.maxLength).toBe(PROJECT_NAME_MAX);
      expect(document.activeElement).toBe(field);

      fireEvent.change(field, { target: { value: "   " } });
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(screen.getByText("Give the project a name")).toBeTruthy();
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(sentBodies(fetchMock, "PATCH", "/api/projects/3")).toEqual([]);
    });

    it("saves on Enter, shows the new name and reads the list again", async () => {
      const renamed = { ...ISLAND, name: "Patio Kitchen", updatedAt: "2026-11-25T09:00:00.000Z" };
      const patch = deferred();
      const { fetchMock, projects } = await renderList({ "PATCH /api/projects/3": patch.route });
      fireEvent.click(screen.getByRole("button", { name: "Rename Backyard Island" }));
      const field = screen.getByLabelText("Project name");
      fireEvent.change(field, { target: { value: "  Patio Kitchen " } });
      fireEvent.submit(field.closest("form") as HTMLFormElement);

      // while saving: a progress label, and neither Save nor Cancel can be pressed again
      const saving = await screen.findByRole("button", { name: "Saving..." }, WAIT);
      expect((saving as HTMLButtonElement).disabled).toBe(true);
      expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
      expect(sentBodies(fetchMock, "PATCH", "/api/projects/3")).toEqual([{ name: "Patio Kitchen" }]);

      const readsBefore = projects.state.reads;
      projects.state.list = [renamed, POOL];
      await act(async () => patch.release(json(renamed)));

      expect(await toasts().findByText("Project renamed", {}, WAIT)).toBeTruthy();
      expect(screen.getByRole("heading", { level: 2, name: "Patio Kitchen" })).toBeTruthy();
      expect(screen.queryByLabelText("Project name")).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rename Patio Kitchen" }));
      await waitFor(() => expect(projects.state.reads).toBeGreaterThan(readsBefore), WAIT);
    });

    it("cancels with Escape, keeping the old name", async () => {
      const { fetchMock } = await renderList();
      fireEvent.click(screen.getByRole("button", { name: "Rename Backyard Island" }));
      const field = screen.getByLabelText("Project name");
      fireEvent.change(field, { target: { value: "Something else" } });
      fireEvent.keyDown(field, { key: "Escape" });
      expect(screen.queryByLabelText("Project name")).toBeNull();
      expect(screen.getByRole("heading", { level: 2, name: "Backyard Island" })).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rename Backyard Island" }));
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
    });

    it("shows the server's refusal in an Error toast and keeps the field open", async () => {
      await renderList({
        "PATCH /api/projects/3": () => json({ error: "Use at most 80 characters", code: "validation_error" }, 400),
      });
      fireEvent.click(screen.getByRole("button", { name: "Rename Backyard Island" }));
      fireEvent.change(screen.getByLabelText("Project name"), { target: { value: "Patio" } });
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(await toasts().findByText("Use at most 80 characters", {}, WAIT)).toBeTruthy();
      expect(toasts().getByText("Error")).toBeTruthy();
      expect((screen.getByLabelText("Project name") as HTMLInputElement).value).toBe("Patio");
      expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
    });
  });

  it("duplicates a project: busy while it runs, then a toast with the copy's name and a fresh list", async () => {
    const copy = fullProject({ ...ISLAND, id: 4, name: "Backyard Island (copy)" });
    const post = deferred();
    const { fetchMock, projects } = await renderList({ "POST /api/projects/3/duplicate": post.route });
    fireEvent.click(screen.getByRole("button", { name: "Duplicate Backyard Island" }));

    const busy = await within(card(ISLAND.name)).findByRole("button", { name: "Duplicating... Backyard Island" }, WAIT);
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Rename Backyard Island" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Delete Backyard Island" }) as HTMLButtonElement).disabled).toBe(true);
    // the other project's actions stay usable
    expect((screen.getByRole("button", { name: "Duplicate Pool Kitchen" }) as HTMLButtonElement).disabled).toBe(false);

    projects.state.list = [{ ...ISLAND, id: 4, name: copy.name }, ISLAND, POOL];
    await act(async () => post.release(json(copy, 201)));
    expect(await toasts().findByText("Project duplicated", {}, WAIT)).toBeTruthy();
    expect(toasts().getByText("Backyard Island (copy)")).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Backyard Island (copy)" }, WAIT)).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/projects/3/duplicate")).toHaveLength(1);
  });

  describe("deleting", () => {
    it("asks first: Cancel sends nothing and gives focus back to the Delete button", async () => {
      const { fetchMock } = await renderList();
      const trigger = screen.getByRole("button", { name: "Delete Backyard Island" });
      fireEvent.click(trigger);
      const dialog = await screen.findByRole("alertdialog", { name: "Delete Backyard Island?" }, WAIT);
      expect(
        within(dialog).getByText("This removes the project and its plan from your projects. This cannot be undone."),
      ).toBeTruthy();
      expect(dialog.getAttribute("aria-describedby")).toBeTruthy();

      fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull(), WAIT);
      await waitFor(() => expect(document.activeElement).toBe(trigger), WAIT);
      expect(sentBodies(fetchMock, "DELETE", "/api/projects/3")).toEqual([]);
      expect(screen.getByRole("article", { name: ISLAND.name })).toBeTruthy();
    });

    it("deletes only after Delete project is pressed, then removes the card", async () => {
      const del = deferred();
      const { fetchMock, projects } = await renderList({ "DELETE /api/projects/3": del.route });
      fireEvent.click(screen.getByRole("button", { name: "Delete Backyard Island" }));
      const dialog = await screen.findByRole("alertdialog", {}, WAIT);
      expect(sentBodies(fetchMock, "DELETE", "/api/projects/3")).toEqual([]);

      fireEvent.click(within(dialog).getByRole("button", { name: "Delete project" }));
      const busy = await within(dialog).findByRole("button", { name: "Deleting..." }, WAIT);
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      expect((within(dialog).getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
      expect(sentBodies(fetchMock, "DELETE", "/api/projects/3")).toHaveLength(1);

      projects.state.list = [POOL];
      await act(async () => del.release(new Response(null, { status: 204 })));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull(), WAIT);
      expect(await toasts().findByText("Project deleted", {}, WAIT)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole("article", { name: ISLAND.name })).toBeNull(), WAIT);
      expect(screen.getByRole("article", { name: POOL.name })).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 })), WAIT);
    });

    it("does not offer deleting a paid project, and says why", async () => {
      const { fetchMock } = await renderList();
      const button = screen.getByRole("button", { name: "Delete Pool Kitchen" });
      expect(button.getAttribute("aria-disabled")).toBe("true");
      const help = document.getElementById(button.getAttribute("aria-describedby") ?? "");
      expect(help?.textContent).toBe(PROJECT_MESSAGES.paidCannotBeDeleted);
      expect(within(card(POOL.name)).getByText(PROJECT_MESSAGES.paidCannotBeDeleted)).toBeTruthy();

      fireEvent.click(button);
      await act(async () => {});
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(sentBodies(fetchMock, "DELETE", "/api/projects/2")).toEqual([]);
    });

    it("shows the server's refusal when the project was paid for meanwhile, and keeps it", async () => {
      await renderList({
        "DELETE /api/projects/3": () => json({ error: PROJECT_MESSAGES.paidCannotBeDeleted, code: "conflict" }, 409),
      });
      fireEvent.click(screen.getByRole("button", { name: "Delete Backyard Island" }));
      fireEvent.click(within(await screen.findByRole("alertdialog", {}, WAIT)).getByRole("button", { name: "Delete project" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull(), WAIT);
      expect(await toasts().findByText(PROJECT_MESSAGES.paidCannotBeDeleted, {}, WAIT)).toBeTruthy();
      expect(toasts().getByText("Error")).toBeTruthy();
      expect(screen.getByRole("article", { name: ISLAND.name })).toBeTruthy();
    });
  });

  it("offers \"Get bids\" on a project with a paid Statement of Work only, linking to its bids page", async () => {
    await renderList();
    expect(within(card(ISLAND.name)).queryByRole("link", { name: /Get bids/ })).toBeNull();
    const link = within(card(POOL.name)).getByRole("link", { name: "Get bids Pool Kitchen" });
    expect(link.getAttribute("href")).toBe("/projects/2/bids");
  });

  it("offers the Statement of Work of a paid project only, and downloads it from its card", async () => {
    URL.createObjectURL = () => "blob:http://localhost/sow";
    URL.revokeObjectURL = () => {};
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      const { fetchMock } = await renderList({
        "POST /api/projects/2/generate-sow": () =>
          new Response("%PDF-1.7", { headers: { "Content-Disposition": 'attachment; filename="sow-project-2.pdf"' } }),
        "POST /api/projects/2/track-download": () => new Response(null, { status: 204 }),
      });
      expect(within(card("Backyard Island")).queryByRole("button", { name: /Download SOW/ })).toBeNull();
      fireEvent.click(within(card("Pool Kitchen")).getByRole("button", { name: "Download SOW (PDF) Pool Kitchen" }));
      await waitFor(() => expect(saved).toEqual(["sow-project-2.pdf"]), WAIT);
      await waitFor(() => expect(sentBodies(fetchMock, "POST", "/api/projects/2/track-download")).toEqual([{ documentType: "pdf" }]), WAIT);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it("lists the earlier paid versions, each downloading exactly that version, and offers a revision for a design beyond the package", async () => {
    URL.createObjectURL = () => "blob:http://localhost/sow";
    URL.revokeObjectURL = () => {};
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      const { fetchMock } = await renderList({
        "GET /api/projects/2/sow-versions": () =>
          json({
            versions: [
              { version: 2, issuedOn: "2026-11-24", serviceTier: "silver", current: false },
              { version: 1, issuedOn: "2026-11-20", serviceTier: "silver", current: false },
            ],
            current: "revision_required",
          }),
        "POST /api/projects/2/generate-sow-word?version=1": () =>
          new Response("<html></html>", { headers: { "Content-Disposition": 'attachment; filename="sow-project-2.html"' } }),
        "POST /api/projects/2/track-download": () => new Response(null, { status: 204 }),
      });
      const pool = within(card("Pool Kitchen"));
      const revision = await pool.findByRole("link", { name: "Buy a revision" }, WAIT);
      expect(revision.getAttribute("href")).toBe("/planner?project=2&step=9");
      // the current design's buttons are replaced by the offer; each paid version keeps its own
      expect(pool.queryByRole("button", { name: "Download SOW (PDF) Pool Kitchen" })).toBeNull();
      const list = pool.getByRole("list", { name: "Paid versions" });
      expect(within(list).getAllByRole("listitem")).toHaveLength(2);
      fireEvent.click(pool.getByRole("button", { name: "Download SOW (HTML) Version 1 of November 20, 2026 Pool Kitchen" }));
      await waitFor(() => expect(saved).toEqual(["sow-project-2.html"]), WAIT);
      expect(fetchMock.mock.calls.some(([url]) => url === "/api/projects/2/generate-sow-word?version=1")).toBe(true);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it("tells the owner in the server's words when the current design needs a revision", async () => {
    const message = revisionRequiredMessage("bronze");
    await renderList({
      "POST /api/projects/2/generate-sow": () => json({ error: message, code: "revision_required" }, 403),
    });
    fireEvent.click(within(card("Pool Kitchen")).getByRole("button", { name: "Download SOW (PDF) Pool Kitchen" }));
    expect(await toasts().findByText(message, {}, WAIT)).toBeTruthy();
    expect(toasts().getByText(SOW_MESSAGES.revisionRequiredTitle)).toBeTruthy();
    expect(toasts().queryByText(SOW_MESSAGES.downloadFailed.pdf)).toBeNull();
  });

  describe("a project's design", () => {
    /** Backyard Island's saved plan: an L with a grill and a sink. */
    function islandWithAppliances(): Project {
      const project = fullProject(ISLAND);
      const plan = { ...project.plan, appliances: [createApplianceItem("grill"), createApplianceItem("sink")] };
      return { ...project, plan, budget: calculateBudget(plan) };
    }

    it("opens under its own button: the plan is fetched with a spinner meanwhile, then drawn with its appliances", async () => {
      const get = deferred();
      const { fetchMock } = await renderList({ "GET /api/projects/3": get.route });
      // the list carries no plans: nothing is fetched until a design is asked for
      expect(fetchMock.mock.calls.some(([url]) => url === "/api/projects/3")).toBe(false);
      const island = within(card("Backyard Island"));
      const button = island.getByRole("button", { name: "View design Backyard Island" });
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(within(card("Pool Kitchen")).getByRole("button", { name: "View design Pool Kitchen" })).toBeTruthy();

      fireEvent.click(button);
      expect(button.getAttribute("aria-expanded")).toBe("true");
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;
      expect(within(panel).getByRole("status").textContent).toBe("Loading the design...");
      expect(fetchMock.mock.calls.some(([url]) => url === "/api/projects/3")).toBe(true);

      await act(async () => get.release(json(islandWithAppliances())));
      const legend = await within(panel).findByRole("list", { name: "Appliances on the plan" }, WAIT);
      expect(within(legend).getAllByRole("listitem").map((li) => li.textContent)).toEqual(['1Built-in Grill 36"', '2Outdoor Sink 21"']);
      expect(within(panel).getByRole("img", { name: /^L-shaped island/ })).toBeTruthy();
      expect(within(panel).getByRole("tab", { name: "3D view" })).toBeTruthy();
      // read-only: nothing to arrange here
      expect(within(panel).queryByRole("button", { name: /Move/ })).toBeNull();
      // only this project's design was opened
      expect(within(card("Pool Kitchen")).queryByRole("img", { name: /island/ })).toBeNull();
      expect(await axeViolations()).toEqual([]);

      fireEvent.click(island.getByRole("button", { name: "Hide design Backyard Island" }));
      expect(panel.hidden).toBe(true);
      expect(within(panel).queryByRole("img")).toBeNull();
    });

    it("says so when the plan cannot be loaded, and tries again", async () => {
      let calls = 0;
      await renderList({
        "GET /api/projects/3": () => {
          calls += 1;
          return calls === 1 ? json({ error: "Service unavailable", code: "unavailable" }, 503) : json(islandWithAppliances());
        },
      });
      const island = within(card("Backyard Island"));
      fireEvent.click(island.getByRole("button", { name: "View design Backyard Island" }));
      expect((await island.findByRole("alert", {}, WAIT)).textContent).toBe("We couldn't load this design.");
      fireEvent.click(island.getByRole("button", { name: "Try again" }));
      expect(await island.findByRole("list", { name: "Appliances on the plan" }, WAIT)).toBeTruthy();
    });
  });
});
