import { describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "../accounts/session-hint";
import { PLAN_KEPT_HINT_COOKIE, PRERENDERED_PATHS, stateOfCookies, statesOf, variantName } from "./page-variants";
import { CLIENT_PATHS, clientPathOf } from "./site-settings";

describe("the pages drawn at build time", () => {
  it("are the public pages and the planner, all of them client paths", () => {
    for (const route of PRERENDERED_PATHS) expect(clientPathOf(route)).toBe(route);
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(["/", "/planner", "/faq", "/contact", "/terms-and-conditions", "/privacy-policy", "/login"]));
    // a page behind a login or a private link shows nothing a visitor may see
    expect(PRERENDERED_PATHS).not.toContain(CLIENT_PATHS.projects);
    expect(PRERENDERED_PATHS).not.toContain(CLIENT_PATHS.contractorBid);
  });

  it("draw the planner for four browser states and every other page for two, each under its own name", () => {
    expect(statesOf("/planner").map((s) => variantName("/planner", s))).toEqual(["visitor", "visitor-kept", "member", "member-kept"]);
    expect(statesOf("/faq").map((s) => variantName("/faq", s))).toEqual(["visitor", "member"]);
    // a kept plan changes nothing on the FAQ, so the browser that keeps one takes the member's or visitor's FAQ over
    expect(variantName("/faq", { signedIn: true, planKept: true })).toBe("member");
  });

  it("are chosen by the hint cookies, whatever their value", () => {
    expect(stateOfCookies({})).toEqual({ signedIn: false, planKept: false });
    expect(stateOfCookies({ [SIGNED_IN_HINT_COOKIE]: "1", other: "x" })).toEqual({ signedIn: true, planKept: false });
    expect(stateOfCookies({ [PLAN_KEPT_HINT_COOKIE]: "" })).toEqual({ signedIn: false, planKept: true });
  });
});
