import { fireEvent, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PrivacyPolicyPage } from "../../pages/privacy-policy-page";
import { TermsAndConditionsPage } from "../../pages/terms-and-conditions-page";
import { renderAt, setUpAccountPageTests, signedOut, stubApi } from "../../test/harness";

setUpAccountPageTests();

afterEach(() => {
  // the contents links write the section into the address: start each test without it
  window.history.replaceState(null, "", "/");
});

const link = (name: string) => screen.getByRole("link", { name });

/** This tab has `entries` pages in its history; history.back is recorded instead of run. */
function stubHistory(entries: number) {
  vi.spyOn(window.history, "length", "get").mockReturnValue(entries);
  return vi.spyOn(window.history, "back").mockImplementation(() => {});
}

describe.each([
  { name: "terms and conditions", path: "/terms-and-conditions", Page: TermsAndConditionsPage as ComponentType, other: "Privacy Policy", otherPath: "/privacy-policy" },
  { name: "privacy policy", path: "/privacy-policy", Page: PrivacyPolicyPage as ComponentType, other: "Terms and Conditions", otherPath: "/terms-and-conditions" },
])("the back buttons of the $name", ({ path, Page, other, otherPath }) => {
  function open(query = "") {
    stubApi({ "GET /api/auth/user": signedOut });
    return renderAt(`${path}${query}`, <Page />);
  }

  it("read Back to Home and Return to Home and go to / without returnTo", () => {
    const back = stubHistory(3);
    const view = open();
    expect(link("Back to Home").getAttribute("href")).toBe("/");
    expect(link("Return to Home").getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: /Login/ })).toBeNull();

    fireEvent.click(link("Return to Home"));
    expect(view.history.at(-1)).toBe("/");
    expect(back).not.toHaveBeenCalled();
  });

  it("read Back to Login and Return to Login with returnTo=login, and both go back in history", () => {
    const back = stubHistory(3);
    const view = open("?returnTo=login");
    expect(screen.queryByRole("link", { name: /Home$/ })).toBeNull();

    fireEvent.click(link("Back to Login"));
    expect(back).toHaveBeenCalledTimes(1);
    fireEvent.click(link("Return to Login"));
    expect(back).toHaveBeenCalledTimes(2);
    // the router itself did not move: the browser's history does
    expect(view.history).toEqual([`${path}?returnTo=login`]);
  });

  it("open the login page when this tab has no page to go back to", () => {
    const back = stubHistory(1);
    const view = open("?returnTo=login");
    expect(link("Back to Login").getAttribute("href")).toBe("/login");
    fireEvent.click(link("Back to Login"));
    expect(back).not.toHaveBeenCalled();
    expect(view.history.at(-1)).toBe("/login");
  });

  it("leave a click that opens a new tab to the browser", () => {
    const back = stubHistory(3);
    open("?returnTo=login");
    fireEvent.click(link("Back to Login"), { ctrlKey: true });
    expect(back).not.toHaveBeenCalled();
  });

  it("keep returnTo=login on the link to the other legal text, which takes this page's place in history", () => {
    const view = open("?returnTo=login");
    const [toOther] = screen.getAllByRole("link", { name: other });
    expect(toOther?.getAttribute("href")).toBe(`${otherPath}?returnTo=login`);
    fireEvent.click(toOther as HTMLElement);
    expect(view.history).toEqual([`${otherPath}?returnTo=login`]);
  });

  it("link to the other legal text without returnTo otherwise", () => {
    const view = open();
    const [toOther] = screen.getAllByRole("link", { name: other });
    expect(toOther?.getAttribute("href")).toBe(otherPath);
    fireEvent.click(toOther as HTMLElement);
    expect(view.history).toEqual([path, otherPath]);
  });

  it("move to a section from the contents without a new history entry, so Back to Login still returns", () => {
    const back = stubHistory(3);
    const pushState = vi.spyOn(window.history, "pushState");
    open("?returnTo=login");
    const contents = screen.getByRole("navigation", { name: "On this page" });
    const target = contents.querySelectorAll("a")[2] as HTMLAnchorElement;
    const id = target.getAttribute("href")?.slice(1) ?? "";
    fireEvent.click(target);
    expect(document.activeElement?.id).toBe(id);
    expect(window.location.hash).toBe(`#${id}`);
    expect(pushState).not.toHaveBeenCalled();
    fireEvent.click(link("Back to Login"));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
