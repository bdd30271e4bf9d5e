import { describe, expect, it } from "vitest";
import { purchaseNextSteps } from "../../domain/commerce/after-purchase";
import { SERVICE_TIERS, type ServiceTier } from "../../domain/commerce/tiers";
import { escapeHtml, orderConfirmationMail } from "./templates";

function mailFor(tier: ServiceTier, rushFee = false) {
  return orderConfirmationMail({
    to: "alice@example.com",
    firstName: "Alice",
    orderId: 7,
    tier,
    amountCents: 4900,
    rushFee,
    projectName: "Pool Kitchen",
    projectId: 3,
    documentsUrl: "http://localhost:5000/projects",
  });
}

describe("the order confirmation e-mail", () => {
  it.each(SERVICE_TIERS)("says what happens next for %s, in the words of the success page", (tier) => {
    for (const rush of [false, true]) {
      const mail = mailFor(tier, rush);
      expect(mail.text).toContain("What happens next:");
      expect(mail.html).toContain("What happens next");
      for (const step of purchaseNextSteps(tier, rush)) {
        expect(mail.text).toContain(`- ${step.title}: ${step.text}`);
        expect(mail.html).toContain(escapeHtml(step.text));
      }
    }
  });

  it("tells a bronze buyer about MSI quotes and a gold buyer about the visits, never the other's", () => {
    expect(mailFor("bronze").text).toContain("MSI quotes are $40 each");
    expect(mailFor("bronze").text).not.toContain("onsite");
    expect(mailFor("gold").text).toContain("Up to 4 onsite visits");
    expect(mailFor("gold").text).not.toContain("MSI");
  });
});
