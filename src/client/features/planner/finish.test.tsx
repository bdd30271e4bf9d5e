import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { completePlan } from "../../../domain/testing/plans";
import type { PlannerData } from "../../../domain/planner/schema";
import { createMemoryStorage } from "../../test/memory-storage";
import { renderAt, signedInAs, signedOut, stubApi, USER } from "../../test/harness";
import { WAIT } from "../../test/wait";
import { FINISH_SIGNUP_HREF, useFinish } from "./finish";
import { LOGIN_HANDOFF_KEY } from "./login-handoff";
import { PlannerProvider } from "./planner-store";
import { useAuth } from "../../lib/session";

function FinishButton() {
  const finish = useFinish();
  const { user } = useAuth();
  return (
    <>
      <p>{user === undefined ? "unknown" : user === null ? "visitor" : user.email}</p>
      <button type="button" onClick={finish}>
        Finish
      </button>
    </>
  );
}

function renderFinish(data: PlannerData) {
  return renderAt(
    "/planner",
    <PlannerProvider storage={createMemoryStorage()} initial={{ data, step: 9 }}>
      <FinishButton />
    </PlannerProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("Finish on step 9", () => {
  it("takes a signed-in owner to the project's page", async () => {
    stubApi({ "GET /api/auth/user": signedInAs(USER) });
    const view = renderFinish({ ...completePlan(), projectId: 12 });
    await screen.findByText(USER.email, {}, WAIT);
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(view.history.at(-1)).toBe("/projects?project=12");
  });

  it("takes a signed-in owner whose plan is not saved yet to the projects page", async () => {
    stubApi({ "GET /api/auth/user": signedInAs(USER) });
    const view = renderFinish(completePlan());
    await screen.findByText(USER.email, {}, WAIT);
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(view.history.at(-1)).toBe("/projects");
  });

  it("takes a visitor to the sign-up form, keeping the plan for the way back", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    const view = renderFinish(completePlan());
    await screen.findByText("visitor", {}, WAIT);
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect(view.history.at(-1)).toBe(FINISH_SIGNUP_HREF);
    expect(FINISH_SIGNUP_HREF).toBe("/login?returnTo=/planner&mode=signup");
    expect(sessionStorage.getItem(LOGIN_HANDOFF_KEY)).not.toBeNull();
  });
});
