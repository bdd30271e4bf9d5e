import { afterEach, describe, expect, it, vi } from "vitest";
import { revealInPage } from "./dimensions-notice";

/** An element drawn from `top` to `bottom` in the viewport. */
const at = (top: number, bottom: number) =>
  ({ getBoundingClientRect: () => ({ top, bottom, height: bottom - top }) }) as unknown as Element;

describe("revealInPage", () => {
  afterEach(() => {
    document.documentElement.style.cssText = "";
    vi.restoreAllMocks();
  });

  function pageWithBars() {
    // the step bar's room at the bottom and the header's at the top, as the planner sets them
    document.documentElement.style.scrollPaddingBottom = "69px";
    document.documentElement.style.scrollPaddingTop = "60px";
    vi.spyOn(window, "innerHeight", "get").mockReturnValue(844);
    return vi.spyOn(window, "scrollBy").mockImplementation(() => {});
  }

  it("scrolls a message under the step bar up just clear of it", () => {
    const scrollBy = pageWithBars();
    revealInPage(at(700, 800));
    // 844 - 69 = 775 is the last line clear of the bar
    expect(scrollBy).toHaveBeenCalledWith({ top: 25 });
  });

  it("scrolls a message above the top into view below the header", () => {
    const scrollBy = pageWithBars();
    revealInPage(at(20, 80));
    expect(scrollBy).toHaveBeenCalledWith({ top: -40 });
  });

  it("leaves the page alone when the message is in full view, or not drawn", () => {
    const scrollBy = pageWithBars();
    revealInPage(at(300, 400));
    revealInPage(at(900, 900));
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
