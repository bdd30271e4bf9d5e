import { describe, expect, it } from "vitest";
import { fieldErrorsOfBody, firstInvalidField } from "./form-errors";

describe("form fields", () => {
  it("reads field complaints only from a well-formed body", () => {
    expect(fieldErrorsOfBody("not json")).toEqual({});
    expect(fieldErrorsOfBody(JSON.stringify({ issues: "no" }))).toEqual({});
    expect(
      fieldErrorsOfBody(
        JSON.stringify({
          issues: [
            { path: "originalPrice", message: "first" },
            { path: "originalPrice.cents", message: "second" },
            { path: 3, message: "ignored" },
          ],
        }),
      ),
    ).toEqual({ originalPrice: "first" });
  });

  it("finds the first field with an error in the order the form shows them", () => {
    expect(firstInvalidField(["name", "email", "message"], { message: "Required", email: "Invalid" })).toBe("email");
    expect(firstInvalidField(["name"], {})).toBeUndefined();
  });
});
