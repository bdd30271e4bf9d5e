import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONTACT_SENT_MESSAGE, CONTACT_TOASTS } from "../../domain/site/contact";
import { SITE } from "../../domain/site/site-settings";
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
  signedOut,
  stubApi,
  toasts,
  USER,
} from "../test/harness";
import { WAIT } from "../test/wait";
import { ContactPage } from "./contact-page";

setUpAccountPageTests();

let analytics: AnalyticsEvent[];
const record = (event: Event) => analytics.push((event as CustomEvent<AnalyticsEvent>).detail);
beforeEach(() => {
  analytics = [];
  window.addEventListener(ANALYTICS_DOM_EVENT, record);
});
afterEach(() => {
  window.removeEventListener(ANALYTICS_DOM_EVENT, record);
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const SEND = "Send Message";

function fill(values: Partial<Record<"Name" | "Email" | "Subject" | "Message", string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

const COMPLETE = { Name: "  Ana Reyes ", Email: " Ana@Example.com ", Subject: "Pergola", Message: "Can it span 14 ft?\nThanks" };

function stubContact(contact: Route, user: Route = signedOut) {
  return stubApi({ "GET /api/auth/user": user, "POST /api/contact": contact });
}

const sent = () => json({ success: true, message: CONTACT_SENT_MESSAGE });

/** The error shown under a field, found through the field's aria-describedby. */
function errorOf(label: string): string | null {
  const ids = field(label).getAttribute("aria-describedby")?.split(" ") ?? [];
  const errorId = ids.find((id) => id.endsWith("-error"));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

describe("the contact page", () => {
  it("is titled, and checks every field before sending, focusing the first wrong one", async () => {
    const fetchMock = stubContact(sent);
    renderAt("/contact", <ContactPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Contact · Outdoor Kitchen Planner"), WAIT);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toContain(SITE.supportPhone);

    fireEvent.click(button(SEND));
    expect(errorOf("Name")).toBe("Name is required");
    expect(errorOf("Email")).toBe("Email is required");
    expect(errorOf("Subject")).toBe("Subject is required");
    expect(errorOf("Message")).toBe("Message is required");
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Name"));

    fill({ ...COMPLETE, Email: "ana@" });
    // typing clears a field's complaint
    expect(errorOf("Name")).toBeNull();
    fireEvent.click(button(SEND));
    expect(errorOf("Email")).toBe("Enter a valid email address");
    expect(errorOf("Name")).toBeNull();
    expect(document.activeElement).toBe(field("Email"));

    fill({ Email: "ana@example.com", Message: "m".repeat(5001) });
    expect(screen.getByText("5,001 of 5,000 characters")).toBeTruthy();
    fireEvent.click(button(SEND));
    expect(errorOf("Message")).toBe("Message must be at most 5,000 characters");
    expect(document.activeElement).toBe(field("Message"));

    expect(sentBodies(fetchMock, "POST", "/api/contact")).toEqual([]);
    expect(analytics.filter((e) => e.name === "contact_submitted")).toEqual([]);
  });

  it("sends the trimmed message, shows 'Sending...', then 'Message Sent', clears the form and confirms", async () => {
    const answer = deferred();
    const fetchMock = stubContact(answer.route);
    renderAt("/contact", <ContactPage />);
    fill(COMPLETE);
    fireEvent.click(button(SEND));

    const busy = await screen.findByRole("button", { name: "Sending..." }, WAIT);
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(sentBodies(fetchMock, "POST", "/api/contact")).toEqual([
      { name: "Ana Reyes", email: "ana@example.com", subject: "Pergola", message: "Can it span 14 ft?\nThanks" },
    ]);

    answer.release(sent());
    expect(await toasts().findByText(CONTACT_TOASTS.successTitle, {}, WAIT)).toBeTruthy();
    expect(toasts().getByText(CONTACT_SENT_MESSAGE)).toBeTruthy();

    // the toast is a status too: the confirmation is the one inside the page
    const confirmation = screen.getByText(/Our answer will go to/).closest<HTMLElement>('[role="status"]')!;
    expect(within(confirmation).getByText(CONTACT_SENT_MESSAGE)).toBeTruthy();
    expect(within(confirmation).getByText("ana@example.com")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(confirmation), WAIT);

    for (const label of ["Name", "Email", "Subject", "Message"]) expect(field(label).value).toBe("");
    expect(button(SEND).disabled).toBe(false);
    expect(analytics.filter((e) => e.name === "contact_submitted")).toEqual([{ name: "contact_submitted", params: {} }]);
  });

  it("thanks the sender even when the server's answer carries no message", async () => {
    stubContact(() => json({ success: true }));
    renderAt("/contact", <ContactPage />);
    fill(COMPLETE);
    fireEvent.click(button(SEND));
    expect(await toasts().findByText(CONTACT_TOASTS.successFallback, {}, WAIT)).toBeTruthy();
  });

  it("shows the server's refusal, 'Failed to send message' without one, and 'An error occurred' offline, keeping the text", async () => {
    let answer: () => Response = () =>
      json({ error: "Too many requests. Please wait a moment and try again.", code: "rate_limited" }, 429);
    stubContact(() => answer());
    renderAt("/contact", <ContactPage />);
    fill(COMPLETE);

    fireEvent.click(button(SEND));
    await waitFor(
      () => expect(screen.getByRole("alert").textContent).toBe("Too many requests. Please wait a moment and try again."),
      WAIT,
    );
    expect(toasts().getByText("Error")).toBeTruthy();

    answer = () => new Response("", { status: 500 });
    fireEvent.click(button(SEND));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(CONTACT_TOASTS.failureFallback), WAIT);
    expect(toasts().getByText(CONTACT_TOASTS.failureFallback)).toBeTruthy();

    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    fireEvent.click(button(SEND));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(CONTACT_TOASTS.network), WAIT);
    expect(toasts().getByText(CONTACT_TOASTS.network)).toBeTruthy();

    // nothing typed is lost
    expect(field("Message").value).toBe(COMPLETE.Message);
    expect(field("Subject").value).toBe("Pergola");
    expect(screen.queryByText(CONTACT_TOASTS.successTitle)).toBeNull();
    expect(analytics.filter((e) => e.name === "contact_submitted")).toEqual([]);
  });

  it("puts the server's complaint about a field by that field", async () => {
    stubContact(() =>
      json(
        {
          error: "Invalid request body: email: Enter a valid email address",
          code: "validation_error",
          issues: [{ path: "email", message: "Enter a valid email address" }],
        },
        400,
      ),
    );
    renderAt("/contact", <ContactPage />);
    fill(COMPLETE);
    fireEvent.click(button(SEND));
    await waitFor(() => expect(errorOf("Email")).toBe("Enter a valid email address"), WAIT);
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid email address");
    expect(document.activeElement).toBe(field("Email"));
  });

  it("fills in a signed-in owner's name and e-mail", async () => {
    stubContact(sent, signedInAs(USER));
    renderAt("/contact", <ContactPage />);
    await waitFor(() => expect(field("Name").value).toBe("Ana Reyes"), WAIT);
    expect(field("Email").value).toBe(USER.email);
  });

  it("lists the ways to reach support beside the form, from the site settings", () => {
    stubContact(sent);
    renderAt("/contact", <ContactPage />);
    const aside = within(screen.getByRole("complementary", { name: "Other ways to reach us" }));
    expect(aside.getByRole("link", { name: SITE.supportEmail }).getAttribute("href")).toBe(`mailto:${SITE.supportEmail}`);
    expect(aside.getByRole("link", { name: SITE.supportPhone }).getAttribute("href")).toBe("tel:+19165550142");
    const address = aside.getByText(/Sacramento/).closest("address");
    expect(address?.textContent).toBe(`${SITE.address.street}${SITE.address.city}, ${SITE.address.state} ${SITE.address.zip}`);
    for (const row of SITE.businessHours) {
      expect(aside.getByText(row.days).nextElementSibling?.textContent).toBe(row.hours);
    }
    expect(aside.getByText("Monday - Friday").nextElementSibling?.textContent).toBe("9:00 AM - 6:00 PM");
    expect(aside.getByText("Sunday").nextElementSibling?.textContent).toBe("Closed");
    expect(aside.getByText(/within about 24 hours/)).toBeTruthy();
    expect(aside.getByText("Mon-Fri 9AM-6PM EST")).toBeTruthy();
    const links = within(aside.getByRole("navigation", { name: "Quick links" }))
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Planner", "/planner"],
      ["FAQ", "/faq"],
      ["Terms and Conditions", "/terms-and-conditions"],
      ["Privacy Policy", "/privacy-policy"],
    ]);
  });

  it("has no axe violations, empty, with field errors and after sending", async () => {
    stubContact(sent);
    const { container } = renderAt("/contact", <ContactPage />);
    const check = async () => {
      const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    await check();
    fireEvent.click(button(SEND));
    await check();
    fill(COMPLETE);
    fireEvent.click(button(SEND));
    await screen.findByText(/Our answer will go to/, {}, WAIT);
    await check();
  });
});
