import { act, fireEvent, screen, waitFor, } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { CHECKOUT_MESSAGES, type TestCheckoutView } from "../../domain/commerce/tiers";
import { pageNavigation } from "../features/auth/api";
import {
  button,
  deferred,
  json,
  renderAt,
  type Route,
  sentBodies,
  setUpAccountPageTests,
  signedInAs,
  stubApi,
  toasts,
  USER,
} from "../test/harness";
import { WAIT } from "../test/wait";
import { LocalCheckoutPage } from "./local-checkout-page";

setUpAccountPageTests();

const SESSION = "cs_local_abc123";
const PAGE = `/checkout/test?session_id=${SESSION}`;
const URL_OF = `/api/test-checkout/${SESSION}`;

const OPEN: TestCheckoutView = {
  sessionId: SESSION,
  status: "open",
  serviceTier: "silver",
  rushFee: true,
  amount: 169,
  currency: "usd",
  lineItems: [
    { name: "Silver service package", amount: 149 },
    { name: "Rush delivery (next business day)", amount: 20 },
  ],
  projectId: 5,
  projectName: "Pool Kitchen",
  expiresAt: "2026-11-25T12:00:00.000Z",
};

const value = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

function stubCheckout(view: TestCheckoutView, routes: Record<string, Route> = {}) {
  return stubApi({ "GET /api/auth/user": signedInAs(USER), [`GET ${URL_OF}`]: () => json(view), ...routes });
}

describe("the local checkout page", () => {
  it("says plainly that it is a test payment and shows the order with its amounts", async () => {
    stubCheckout(OPEN);
    renderAt(PAGE, <LocalCheckoutPage />);
    expect(await screen.findByText("Pool Kitchen", {}, WAIT)).toBeTruthy();
    expect(screen.getByText("Test payment — no card is charged")).toBeTruthy();
    expect(screen.getByText(/stands in for the card payment provider on this installation/)).toBeTruthy();
    expect(value("Service tier")).toBe("Silver");
    expect(value("Rush delivery")).toBe("Included");
    expect(value("Silver service package")).toBe("$149");
    expect(value("Rush delivery (next business day)")).toBe("$20");
    expect(value("Total")).toBe("$169");
    expect(button("Pay $169 (test)").disabled).toBe(false);
    expect(button("Cancel and go back").disabled).toBe(false);
  });

  it("has no axe violations on an open checkout", async () => {
    stubCheckout(OPEN);
    const { container } = renderAt(PAGE, <LocalCheckoutPage />);
    await screen.findByRole("button", { name: "Pay $169 (test)" }, WAIT);
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("pays: calls the pay route, waits with both buttons off, then leaves for the server's address", async () => {
    const pay = deferred();
    const fetchMock = stubCheckout({ ...OPEN, rushFee: false }, { [`POST ${URL_OF}/pay`]: pay.route });
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderAt(PAGE, <LocalCheckoutPage />);
    expect(await screen.findByText("Not included", {}, WAIT)).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Pay $169 (test)" }, WAIT));

    expect((await screen.findByRole("button", { name: "Processing..." }, WAIT)).hasAttribute("disabled")).toBe(true);
    expect(button("Cancel and go back").disabled).toBe(true);
    expect(assign).not.toHaveBeenCalled();

    const redirectUrl = `http://localhost:5000/payment-success?session_id=${SESSION}`;
    await act(async () => pay.release(json({ redirectUrl })));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl), WAIT);
    expect(fetchMock.mock.calls.filter(([url]) => url === `${URL_OF}/pay`)).toHaveLength(1);
    expect(sentBodies(fetchMock, "POST", `${URL_OF}/cancel`)).toEqual([]);
  });

  it("cancels: calls the cancel route and leaves for the server's address", async () => {
    const fetchMock = stubCheckout(OPEN, { [`POST ${URL_OF}/cancel`]: () => json({ redirectUrl: "/planner?checkout=cancelled" }) });
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderAt(PAGE, <LocalCheckoutPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel and go back" }, WAIT));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/planner?checkout=cancelled"), WAIT);
    expect(sentBodies(fetchMock, "POST", `${URL_OF}/pay`)).toEqual([]);
  });

  it("shows the server's refusal, or the product's sentence, and lets the user try again", async () => {
    let answer = json({ error: "This test checkout has expired or was cancelled. Start the purchase again." }, 409);
    stubCheckout(OPEN, { [`POST ${URL_OF}/pay`]: () => answer });
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderAt(PAGE, <LocalCheckoutPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Pay $169 (test)" }, WAIT));
    expect(
      await toasts().findByText("This test checkout has expired or was cancelled. Start the purchase again.", {}, WAIT),
    ).toBeTruthy();
    expect(toasts().getByText("Error")).toBeTruthy();
    expect(button("Pay $169 (test)").disabled).toBe(false);

    answer = new Response("", { status: 500 });
    fireEvent.click(button("Pay $169 (test)"));
    expect(await toasts().findByText(CHECKOUT_MESSAGES.failed, {}, WAIT)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it("links a completed test payment to its confirmation page", async () => {
    stubCheckout({ ...OPEN, status: "complete" });
    renderAt(PAGE, <LocalCheckoutPage />);
    expect(await screen.findByText("This test payment is complete.", {}, WAIT)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your order" }).getAttribute("href")).toBe(
      `/payment-success?session_id=${SESSION}`,
    );
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
  });

  it("offers nothing to pay on an expired or cancelled checkout", async () => {
    stubCheckout({ ...OPEN, status: "expired" });
    renderAt(PAGE, <LocalCheckoutPage />);
    expect(await screen.findByText("This test checkout has expired or was cancelled.", {}, WAIT)).toBeTruthy();
    expect(screen.getByRole("link", { name: "My projects" }).getAttribute("href")).toBe("/projects");
    expect(screen.queryByRole("button", { name: /Pay/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel and go back" })).toBeNull();
  });

  it("without a session id says so and asks the server nothing", () => {
    const fetchMock = stubApi({ "GET /api/auth/user": signedInAs(USER) });
    renderAt("/checkout/test", <LocalCheckoutPage />);
    expect(screen.getByText("This link does not name a test checkout.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "My projects" }).getAttribute("href")).toBe("/projects");
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/test-checkout"))).toEqual([]);
  });

  it("says when the checkout does not exist", async () => {
    stubApi({
      "GET /api/auth/user": signedInAs(USER),
      [`GET ${URL_OF}`]: () => json({ error: "No order found for this payment.", code: "not_found" }, 404),
    });
    renderAt(PAGE, <LocalCheckoutPage />);
    expect(await screen.findByText("This checkout was not found.", {}, WAIT)).toBeTruthy();
  });

  it("asks a signed-out visitor to log in and come back here", async () => {
    stubApi({
      "GET /api/auth/user": () => json({ error: "Not signed in" }, 401),
      [`GET ${URL_OF}`]: () => json({ error: "Please log in to continue.", code: "unauthorized" }, 401),
    });
    renderAt(PAGE, <LocalCheckoutPage />);
    const link = await screen.findByRole("link", { name: "Log in" }, WAIT);
    expect(link.getAttribute("href")).toBe(`/login?returnTo=${encodeURIComponent(PAGE)}`);
  });
});
