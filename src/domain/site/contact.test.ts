import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_SENT_MESSAGE, contactBodySchema, phoneHref } from "./contact";

const valid = { name: "  Ana Reyes ", email: " Ana@Example.com ", subject: " Pergola question ", message: " Hello " };

function firstIssue(body: unknown): { path: string; message: string } | undefined {
  const result = contactBodySchema.safeParse(body);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue ? { path: issue.path.join("."), message: issue.message } : undefined;
}

describe("the contact body", () => {
  it("accepts a complete message, trimmed, the e-mail lower-cased", () => {
    expect(contactBodySchema.parse(valid)).toEqual({
      name: "Ana Reyes",
      email: "ana@example.com",
      subject: "Pergola question",
      message: "Hello",
    });
  });

  it.each([
    [{ name: "   " }, "name", "Name is required"],
    [{ name: undefined }, "name", "Name is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: undefined }, "email", "Email is required"],
    [{ email: "ana@" }, "email", "Enter a valid email address"],
    [{ subject: "" }, "subject", "Subject is required"],
    [{ message: "\n\t " }, "message", "Message is required"],
    [{ message: 42 }, "message", "Message is required"],
    [{ name: "n".repeat(CONTACT_LIMITS.name + 1) }, "name", "Name must be at most 100 characters"],
    [{ subject: "s".repeat(CONTACT_LIMITS.subject + 1) }, "subject", "Subject must be at most 150 characters"],
    [{ message: "m".repeat(CONTACT_LIMITS.message + 1) }, "message", "Message must be at most 5,000 characters"],
  ])("refuses %o naming the field", (change, path, message) => {
    expect(firstIssue({ ...valid, ...change })).toEqual({ path, message });
  });

  it("accepts texts at their caps, measured after trimming", () => {
    const body = { ...valid, message: ` ${"m".repeat(CONTACT_LIMITS.message)} ` };
    expect(contactBodySchema.parse(body).message).toHaveLength(CONTACT_LIMITS.message);
  });

  it("promises the reply time of the site settings", () => {
    expect(CONTACT_SENT_MESSAGE).toBe("Thank you for contacting us. We'll get back to you within 24 hours.");
  });

  it("turns a US phone number into a tel: address", () => {
    expect(phoneHref("(916) 555-0142")).toBe("tel:+19165550142");
    expect(phoneHref("1-916-555-0142")).toBe("tel:+19165550142");
  });
});
