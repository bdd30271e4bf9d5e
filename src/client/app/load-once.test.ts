import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once for every caller and keeps the value at hand", async () => {
    const fetch = vi.fn(async () => "screen");
    const code = loadOnce(fetch);
    expect(code.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect([a, b]).toEqual(["screen", "screen"]);
    expect(code.loaded()).toBe("screen");
    await code.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const fetch = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("screen");
    const code = loadOnce(fetch);
    await expect(code.load()).rejects.toThrow("offline");
    expect(code.loaded()).toBeUndefined();
    await expect(code.load()).resolves.toBe("screen");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
