import { describe, expect, it } from "vitest";
import { CLIENT_PATHS, clientPathOf } from "./site-settings";

describe("clientPathOf", () => {
  it("names every client path by itself", () => {
    for (const route of Object.values(CLIENT_PATHS)) expect(clientPathOf(route)).toBe(route);
  });

  it("reads a parameter segment as any one segment, and nothing more or less", () => {
    expect(clientPathOf("/bids/Zm9vYmFyYmF6cXV4cXV1eHh4eA")).toBe("/bids/:token");
    expect(clientPathOf("/bids")).toBeUndefined();
    expect(clientPathOf("/bids/")).toBeUndefined();
    expect(clientPathOf("/bids/abc/more")).toBeUndefined();
    expect(clientPathOf("/faqs")).toBeUndefined();
    expect(clientPathOf("/")).toBe("/");
  });
});
