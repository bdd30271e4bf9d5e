import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { WAIT } from "../../test/wait";

// The suite's setup loads the region's code once for every page test (as it is a moment after a page opens);
// here each test starts from a page that has not loaded it yet.
async function freshPage() {
  vi.resetModules();
  const { LazyToaster } = await import("./lazy-toaster");
  const { resetToasts, toast } = await import("./use-toast");
  resetToasts();
  return { LazyToaster, toast };
}

beforeEach(() => {
  vi.resetModules();
});

describe("the toast region", () => {
  it("is not part of the first screen, and arrives when the visitor first touches the page", async () => {
    const { LazyToaster } = await freshPage();
    render(<LazyToaster />);
    expect(screen.queryByRole("region", { name: /notifications/i })).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole("region", { name: /notifications/i }, WAIT)).toBeTruthy();
  });

  it("shows a toast raised before its code was here", async () => {
    const { LazyToaster, toast } = await freshPage();
    render(<LazyToaster />);
    expect(screen.queryByRole("region", { name: /notifications/i })).toBeNull();
    act(() => {
      toast({ title: "Message Sent", description: "Thanks, we will answer within 24 hours." });
    });
    expect(await screen.findByText("Message Sent", {}, WAIT)).toBeTruthy();
    expect(screen.getByText("Thanks, we will answer within 24 hours.")).toBeTruthy();
  });
});
