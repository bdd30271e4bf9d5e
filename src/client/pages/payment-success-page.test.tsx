import { act, fireEvent, screen, waitFor, } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { calculateBudget } from "../../domain/budget/budget";
import type { PaymentVerification } from "../../domain/commerce/tiers";
import { createDefaultPlannerData } from "../../domain/planner/model";
import type { Project } from "../../domain/projects/projects";
import { ANALYTICS_DOM_EVENT, type AnalyticsEvent } from "../lib/analytics/track-event";
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
import { PaymentSuccessPage } from "./payment-success-page";

setUpAccountPageTests(() => sessionStorage.clear());

const PAID: PaymentVerification = {
  success: true,
  serviceTier: "silver",
  amount: 169,
  rushFee: true,
  projectId: 5,
  orderId: 11,
};
const PAID_PROJECT: Project = (() => {
  const plan = { ...createDefaultPlannerData(), shape: "u-shaped" as const };
  const budget = calculateBudget(plan);
  return {
    id: 5,
    name: "Pool Kitchen",
    shape: "u-shaped",
    total: 24100,
    paidTier: "silver",
    createdAt: "2026-11-24T12:00:00.000Z",
    updatedAt: "2026-11-24T12:05:00.000Z",
    plan: { ...plan, projectId: 5 },
    budget: { ...budget, total: 24100 },
  };
})();
const PROJECT_URL = "/api/projects/5";
const PAGE = "/payment-success?session_id=cs_test_1";

let analytics: AnalyticsEvent[];
const record = (event: Event) => analytics.push((event as CustomEvent<AnalyticsEvent>).detail);
let saved: string[];

beforeEach(() => {
  analytics = [];
  window.addEventListener(ANALYTICS_DOM_EVENT, record);
  saved = [];
  // jsdom has no object URLs and does not download; the saved file's name is what the user would see
  URL.createObjectURL = vi.fn(() => "blob:http://localhost/sow");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  window.removeEventListener(ANALYTICS_DOM_EVENT, record);
});


function stubPaid(routes: Record<string, Route> = {}, project: Project | null = PAID_PROJECT) {
  return stubApi({
    "GET /api/auth/user": signedInAs(USER),
    "POST /api/payment/verify": () => json(PAID),
    [`GET ${PROJECT_URL}`]: () => (project ? json(project) : json({ error: "No such project", code: "not_found" }, 404)),
    ...routes,
  });
}

async function renderPaid() {
  const view = renderAt(PAGE, <PaymentSuccessPage />);
  await screen.findByText("Total budget", {}, WAIT);
  return view;
}

/** The row of the summary whose term is `term`. */
function summaryValue(term: string): string | null | undefined {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("the payment success page", () => {
  it("without a session id goes to the home page", async () => {
    const fetchMock = stubApi({ "GET /api/auth/user": signedInAs(USER) });
    const view = renderAt("/payment-success", <PaymentSuccessPage />);
    await waitFor(() => expect(view.history).toEqual(["/"]), WAIT);
    expect(sentBodies(fetchMock, "POST", "/api/payment/verify")).toEqual([]);
  });

  it("says it is verifying, and asks for the project only once the payment is verified", async () => {
    const verify = deferred();
    const fetchMock = stubPaid({ "POST /api/payment/verify": verify.route });
    renderAt(PAGE, <PaymentSuccessPage />);
    expect(screen.getByRole("status").textContent).toBe("Verifying your payment...");
    expect(sentBodies(fetchMock, "POST", "/api/payment/verify")).toEqual([{ sessionId: "cs_test_1" }]);
    expect(sentBodies(fetchMock, "GET", PROJECT_URL)).toEqual([]);

    await act(async () => verify.release(json(PAID)));
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" }, WAIT)).toBeTruthy();
    await waitFor(() => expect(sentBodies(fetchMock, "GET", PROJECT_URL)).toHaveLength(1), WAIT);
  });

  it("confirms the payment with the project summary, the amount paid and the product's texts", async () => {
    const fetchMock = stubPaid();
    await renderPaid();
    expect(screen.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeTruthy();
    expect(screen.getByText("Thank you for your purchase")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Your Documents are Ready!" })).toBeTruthy();
    expect(summaryValue("Shape")).toBe("U Shaped");
    expect(summaryValue("Total budget")).toBe("$24,100");
    expect(summaryValue("Service tier")).toBe("Silver");
    expect(summaryValue("Amount paid")).toBe("$169");
    expect(screen.getByText("A confirmation email has been sent to your registered email address.")).toBeTruthy();
    expect(
      screen.getByText(
        "Your payment was processed securely by our card payment provider. Card numbers are never stored on our servers.",
      ),
    ).toBeTruthy();
    expect(button("Download SOW (PDF)").disabled).toBe(false);
    expect(button("Download SOW (HTML)").disabled).toBe(false);
    expect(sentBodies(fetchMock, "POST", "/api/payment/verify")).toHaveLength(1);
  });

  it("says what happens next for the tier bought: silver's revision and free quotes, and the rush delivery", async () => {
    stubPaid();
    await renderPaid();
    const next = screen.getByRole("region", { name: "What happens next" });
    const items = [...next.querySelectorAll("li")].map((li) => li.textContent);
    expect(items[0]).toContain("Download your Statement of Work");
    expect(items[1]).toContain("Get bids");
    expect(next.textContent).toContain("1 revision included");
    expect(next.textContent).toContain("2 free quotes");
    expect(next.textContent).toContain("delivered by the next business day");
    expect(next.textContent).not.toMatch(/onsite|MSI/);
  });

  it("says what happens next for gold: the onsite visits and the refundable deposit", async () => {
    stubPaid({ "POST /api/payment/verify": () => json({ ...PAID, serviceTier: "gold", rushFee: false, amount: 350 }) });
    await renderPaid();
    const next = screen.getByRole("region", { name: "What happens next" });
    expect(next.textContent).toContain("Up to 4 onsite visits");
    expect(next.textContent).toContain("refundable within 4 days");
    expect(next.textContent).toContain("delivered within 2 days");
  });

  it("has no axe violations once the payment is confirmed", async () => {
    stubPaid();
    const { container } = await renderPaid();
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("counts the payment once, also when the page is opened again in the same tab", async () => {
    stubPaid();
    const first = await renderPaid();
    expect(analytics).toEqual([
      { name: "payment_completed", params: { value: 169, currency: "USD", serviceTier: "silver" } },
    ]);
    first.unmount();
    await renderPaid();
    expect(analytics.filter((e) => e.name === "payment_completed")).toHaveLength(1);
  });

  it("downloads the PDF: both buttons wait while it is generated, then the download is recorded", async () => {
    const pdf = deferred();
    const fetchMock = stubPaid({
      "POST /api/projects/5/generate-sow": pdf.route,
      "POST /api/projects/5/track-download": () => json({ ok: true }),
    });
    await renderPaid();
    fireEvent.click(button("Download SOW (PDF)"));
    expect((await screen.findByRole("button", { name: "Generating PDF..." }, WAIT)).hasAttribute("disabled")).toBe(true);
    expect(button("Download SOW (HTML)").disabled).toBe(true);

    await act(async () =>
      pdf.release(
        new Response("%PDF-1.7", {
          headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="sow-pool-kitchen.pdf"' },
        }),
      ),
    );
    await waitFor(() => expect(button("Download SOW (PDF)").disabled).toBe(false), WAIT);
    expect(button("Download SOW (HTML)").disabled).toBe(false);
    expect(saved).toEqual(["sow-pool-kitchen.pdf"]);
    await waitFor(
      () => expect(sentBodies(fetchMock, "POST", "/api/projects/5/track-download")).toEqual([{ documentType: "pdf" }]),
      WAIT,
    );
    // docs/product/accounts-and-commerce.md: a PDF download is worth 10% of the project's budget
    expect(analytics.find((e) => e.name === "pdf_downloaded")?.params).toMatchObject({ value: 2410, currency: "USD" });
  });

  it("words a failed HTML download as the product's rules do, and both buttons come back", async () => {
    stubPaid({ "POST /api/projects/5/generate-sow-word": () => json({ error: "Boom" }, 500) });
    await renderPaid();
    fireEvent.click(button("Download SOW (HTML)"));
    expect(await toasts().findByText("Failed to download HTML SOW", {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(button("Download SOW (PDF)").disabled).toBe(false), WAIT);
    expect(saved).toEqual([]);
  });

  it("words a failed PDF as the product's rules do", async () => {
    stubPaid({ "POST /api/projects/5/generate-sow": () => json({ error: "Boom" }, 500) });
    await renderPaid();
    fireEvent.click(button("Download SOW (PDF)"));
    expect(await toasts().findByText("Failed to download SOW", {}, WAIT)).toBeTruthy();
  });

  it("offers no download without a saved project", async () => {
    stubPaid({}, null);
    renderAt(PAGE, <PaymentSuccessPage />);
    expect(await screen.findByText("We couldn't find a saved project for your documents.", {}, WAIT)).toBeTruthy();
    expect(button("Download SOW (PDF)").disabled).toBe(true);
    expect(button("Download SOW (HTML)").disabled).toBe(true);
    expect(summaryValue("Service tier")).toBe("Silver");
    expect(screen.queryByText("Total budget")).toBeNull();
  });

  it("when the payment is not confirmed yet, checks again on request", async () => {
    let answer: PaymentVerification = { ...PAID, success: false, message: "The payment has not been confirmed yet." };
    const fetchMock = stubApi({
      "GET /api/auth/user": signedInAs(USER),
      "POST /api/payment/verify": () => json(answer),
      [`GET ${PROJECT_URL}`]: () => json(PAID_PROJECT),
    });
    renderAt(PAGE, <PaymentSuccessPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Payment not confirmed yet" }, WAIT)).toBeTruthy();
    expect(screen.getByText("The payment has not been confirmed yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the planner" }).getAttribute("href")).toBe("/planner");
    expect(sentBodies(fetchMock, "GET", PROJECT_URL)).toEqual([]);
    expect(analytics).toEqual([]);

    answer = PAID;
    fireEvent.click(button("Check again"));
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" }, WAIT)).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/payment/verify")).toHaveLength(2);
  });

  it("explains a payment that cannot be verified, with the server's sentence and where to go", async () => {
    stubApi({
      "GET /api/auth/user": signedInAs(USER),
      "POST /api/payment/verify": () => json({ error: "No order found for this payment.", code: "not_found" }, 404),
    });
    renderAt(PAGE, <PaymentSuccessPage />);
    const alert = await screen.findByRole("alert", {}, WAIT);
    expect(alert.textContent).toContain("Your payment could not be verified.");
    expect(alert.textContent).toContain("No order found for this payment.");
    expect(screen.getByRole("link", { name: "My projects" }).getAttribute("href")).toBe("/projects");
    expect(screen.getByRole("link", { name: "Contact" }).getAttribute("href")).toBe("/contact");
    expect(screen.queryByText("Payment Successful!")).toBeNull();
  });

  it("asks a signed-out visitor to log in and come back to this very page", async () => {
    stubApi({
      "GET /api/auth/user": () => json({ error: "Not signed in", code: "unauthorized" }, 401),
      "POST /api/payment/verify": () => json({ error: "Please log in to continue.", code: "unauthorized" }, 401),
    });
    renderAt(PAGE, <PaymentSuccessPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Log in to see your order" }, WAIT)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      `/login?returnTo=${encodeURIComponent("/payment-success?session_id=cs_test_1")}`,
    );
  });
});
