import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES, authBodySchema, profileFields, resetPasswordBodySchema, safeReturnTo, US_STATE_CODES } from "./accounts";
import { PROFILE_FIELD_NAMES } from "./messages";
import { PASSWORD_MESSAGES } from "./password-strength";
import { installPasswordEstimator } from "./password-estimator";

installPasswordEstimator();

const signup = {
  mode: "signup",
  email: "  Jane.Doe@Example.COM ",
  password: "correct horse",
  firstName: "Jane",
  lastName: "Doe",
  phoneNumber: "(916) 555-0100",
  propertyAddress: "1200 J Street",
  propertyCity: "Sacramento",
  propertyState: "CA",
  propertyZip: "95814-1234",
  acceptTerms: true,
};

describe("account bodies", () => {
  it("names the profile's fields once, in the forms' order, for pages that do not load the schemas", () => {
    expect(Object.keys(profileFields)).toEqual([...PROFILE_FIELD_NAMES]);
  });


  it("has the 50 state codes", () => {
    expect(US_STATE_CODES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
    expect(US_STATE_CODES).not.toContain("DC");
  });

  it("accepts a complete sign-up and normalises the e-mail", () => {
    const parsed = authBodySchema.parse(signup);
    expect(parsed.email).toBe("jane.doe@example.com");
  });

  it.each([
    [{ password: "1234567" }, "password", ACCOUNT_MESSAGES.passwordTooShort],
    [{ propertyZip: "9581" }, "propertyZip", ACCOUNT_MESSAGES.zip],
    [{ propertyZip: "95814-12" }, "propertyZip", ACCOUNT_MESSAGES.zip],
    [{ propertyState: "DC" }, "propertyState", ACCOUNT_MESSAGES.state],
    [{ acceptTerms: false }, "acceptTerms", ACCOUNT_MESSAGES.age],
    [{ firstName: "  " }, "firstName", "First name is required"],
    [{ email: "not-an-email" }, "email", "Enter a valid email address"],
  ])("refuses %o naming the field", (change, path, message) => {
    const result = authBodySchema.safeParse({ ...signup, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join(".") === path);
    expect(issue?.message).toBe(message);
  });

  it.each([
    ["password", PASSWORD_MESSAGES.tooCommon],
    ["12345678", PASSWORD_MESSAGES.tooCommon],
    ["qwertyuiop", PASSWORD_MESSAGES.tooCommon],
    ["        ", PASSWORD_MESSAGES.onlySpaces],
    ["\t \t \t \t ", PASSWORD_MESSAGES.onlySpaces],
    ["jane.doe@example.com", PASSWORD_MESSAGES.containsEmail],
    ["JANE.DOE@EXAMPLE.COM", PASSWORD_MESSAGES.containsEmail],
    ["my jane.doe key 77", PASSWORD_MESSAGES.containsEmail],
  ])("refuses the new password %j with a reason", (password, message) => {
    const result = authBodySchema.safeParse({ ...signup, password });
    expect(result.success).toBe(false);
    expect(result.error?.issues.filter((i) => i.path.join(".") === "password").map((i) => i.message)).toEqual([message]);
  });

  it("keeps the 8-character minimum as the first reason", () => {
    const result = authBodySchema.safeParse({ ...signup, password: "pass" });
    expect(result.error?.issues.map((i) => i.message)).toEqual([ACCOUNT_MESSAGES.passwordTooShort]);
  });

  it("refuses a weak new password at reset too, and lets login use any password of an older account", () => {
    const reset = resetPasswordBodySchema.safeParse({ token: "t", newPassword: "password" });
    expect(reset.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["newPassword", PASSWORD_MESSAGES.tooCommon]]);
    expect(authBodySchema.safeParse({ mode: "login", email: "a@b.co", password: "password" }).success).toBe(true);
  });

  it("lets an existing account log in with only e-mail and password", () => {
    expect(authBodySchema.parse({ mode: "login", email: "a@b.co", password: "x" }).mode).toBe("login");
  });

  it("requires a reset token and a long enough new password", () => {
    expect(resetPasswordBodySchema.safeParse({ token: "", newPassword: "long enough" }).success).toBe(false);
    expect(resetPasswordBodySchema.safeParse({ token: "t", newPassword: "short" }).success).toBe(false);
    expect(resetPasswordBodySchema.safeParse({ token: "t", newPassword: "long enough" }).success).toBe(true);
  });
});

describe("safeReturnTo", () => {
  it.each([
    ["/planner", "/planner"],
    ["/planner?step=9", "/planner?step=9"],
    ["//evil.example", "/"],
    ["https://evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["planner", "/"],
    [undefined, "/"],
  ])("%s -> %s", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
