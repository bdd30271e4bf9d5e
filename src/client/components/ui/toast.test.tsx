import { act, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from "../../app/ui-constants";
import { Toaster } from "./toaster";
import { resetToasts, toast, useToast } from "./use-toast";

function notifications() {
  return within(screen.getByRole("region", { name: /notifications/i }));
}

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe("toast", () => {
  it("shows only the latest of two toasts", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First", description: "first description" });
    });
    act(() => {
      toast({ title: "Second", description: "second description" });
    });
    expect(notifications().queryByText("First")).toBeNull();
    expect(notifications().getByText("Second")).toBeTruthy();
    expect(notifications().getByText("second description")).toBeTruthy();
    expect(notifications().getAllByRole("listitem")).toHaveLength(1);
  });

  it("disappears after 5000 ms", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Project saved successfully" });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(notifications().getByText("Project saved successfully")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(notifications().queryByText("Project saved successfully")).toBeNull();
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("renders the destructive variant with its actions, which do what they say", () => {
    const logIn = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({
        title: "Login Required",
        description: "Please log in or create an account to save your project. Your design will be preserved.",
        variant: "destructive",
        actions: [
          { label: "Log In", altText: "Log in to save your project", onClick: logIn },
          { label: "Sign Up", altText: "Create an account to save your project", onClick: () => {} },
        ],
      });
    });
    const item = notifications().getByRole("listitem");
    expect(item.getAttribute("data-variant")).toBe("destructive");
    expect(within(item).getByRole("button", { name: "Sign Up" })).toBeTruthy();
    fireEvent.click(within(item).getByRole("button", { name: "Log In" }));
    expect(logIn).toHaveBeenCalledTimes(1);
  });

  it("keeps a dismissed toast in the store until the removal delay has passed", () => {
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: "Saved" });
    });
    act(() => handle?.dismiss());
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(result.current.toasts).toHaveLength(0);
  });
});
