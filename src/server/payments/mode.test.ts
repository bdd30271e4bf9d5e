import { describe, expect, it } from "vitest";
import { decidePaymentMode, describePaymentMode, isLoopbackUrl } from "./mode";

describe("isLoopbackUrl", () => {
  it.each([
    "http://localhost:5000",
    "http://localhost",
    "http://app.localhost:5000",
    "http://127.0.0.1:5000",
    "http://127.8.9.10",
    "http://[::1]:5000",
    "http://LOCALHOST:5000",
  ])("%s can only be reached from the machine itself", (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    "https://kitchen.example",
    "http://192.168.1.20:5000",
    "http://10.0.0.5",
    "http://0.0.0.0:5000",
    "http://127.0.0.1.example.com",
    "http://localhost.example.com",
    "http://[::2]",
    "http://[2001:db8::1]:5000",
    "not a url",
  ])("%s is not a loopback address", (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});

describe("decidePaymentMode", () => {
  it.each([
    // key set: Stripe whatever else is set, test or live by the key
    [{ stripeSecretKey: "sk_test_abc123", publicUrl: "https://kitchen.example" }, { kind: "stripe", keyMode: "test" }],
    [{ stripeSecretKey: "sk_live_abc123", publicUrl: "https://kitchen.example" }, { kind: "stripe", keyMode: "live" }],
    [{ stripeSecretKey: "rk_live_abc123", publicUrl: "http://localhost:5000" }, { kind: "stripe", keyMode: "live" }],
    [
      { stripeSecretKey: "sk_test_abc123", publicUrl: "http://localhost:5000", allowTestCheckout: true },
      { kind: "stripe", keyMode: "test" },
    ],
    [{ stripeSecretKey: "pk_test_abc123", publicUrl: "https://kitchen.example" }, { kind: "stripe", keyMode: "unrecognised" }],
    // no key on the machine itself (PUBLIC_URL unset means http://localhost:PORT): the local test checkout
    [{ publicUrl: "http://localhost:5000" }, { kind: "local", publicAddress: false }],
    [{ publicUrl: "http://127.0.0.1:5000" }, { kind: "local", publicAddress: false }],
    [{ publicUrl: "http://[::1]:5000" }, { kind: "local", publicAddress: false }],
    // no key on a public address: nothing, unless explicitly allowed
    [{ publicUrl: "https://kitchen.example" }, { kind: "none" }],
    [{ publicUrl: "http://192.168.1.20:5000" }, { kind: "none" }],
    [{ publicUrl: "https://kitchen.example", allowTestCheckout: false }, { kind: "none" }],
    [{ publicUrl: "https://kitchen.example", allowTestCheckout: true }, { kind: "local", publicAddress: true }],
  ] as const)("%o runs %o", (input, mode) => {
    expect(decidePaymentMode(input)).toEqual(mode);
  });
});

describe("describePaymentMode", () => {
  it("warns loudly when the test checkout runs on a public address, and says when there is no checkout", () => {
    const allowed = describePaymentMode({ kind: "local", publicAddress: true }, "https://kitchen.example");
    expect(allowed.level).toBe("warn");
    expect(allowed.message).toContain("ALLOW_TEST_CHECKOUT=true");
    expect(allowed.message).toContain("https://kitchen.example");
    const none = describePaymentMode({ kind: "none" }, "https://kitchen.example");
    expect(none.level).toBe("warn");
    expect(none.message).toContain("Payment Processing Setup Required");
    expect(describePaymentMode({ kind: "stripe", keyMode: "live" }, "https://kitchen.example").message).toContain("LIVE");
    expect(describePaymentMode({ kind: "stripe", keyMode: "unrecognised" }, "https://kitchen.example").level).toBe("error");
    expect(describePaymentMode({ kind: "local", publicAddress: false }, "http://localhost:5000").level).toBe("info");
  });
});
