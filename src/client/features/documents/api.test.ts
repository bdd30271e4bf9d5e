import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { json, sentBodies, stubApi } from "../../test/harness";
import { ANALYTICS_DOM_EVENT, type AnalyticsEvent } from "../../lib/analytics/track-event";
import {
  downloadSow,
  SowDownloadError,
  sowFailureMessage,
} from "./api";
import { fileNameFromDisposition, OBJECT_URL_LIFETIME_MS } from "../../lib/download";

let createObjectURL: Mock<(blob: Blob) => string>;
let revokeObjectURL: Mock<(url: string) => void>;
let saved: Array<{ download: string; href: string; inDocument: boolean }>;

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  createObjectURL = vi.fn(() => "blob:http://localhost/sow-1");
  revokeObjectURL = vi.fn();
  // jsdom has no object URLs; these stay assigned so a late revoke never meets a missing function
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href, inDocument: this.isConnected });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function fileAnswer(body: string, disposition?: string): Response {
  const headers: Record<string, string> = { "Content-Type": "application/pdf" };
  if (disposition) headers["Content-Disposition"] = disposition;
  return new Response(body, { status: 200, headers });
}

describe("the file name of a Content-Disposition header", () => {
  it("reads quoted, bare and RFC 5987 names, preferring the latter", () => {
    expect(fileNameFromDisposition('attachment; filename="sow-island.pdf"')).toBe("sow-island.pdf");
    expect(fileNameFromDisposition("attachment; filename=sow.html")).toBe("sow.html");
    expect(fileNameFromDisposition("attachment; filename=\"plain.pdf\"; filename*=UTF-8''Patio%20K%C3%BCche.pdf")).toBe(
      "Patio Küche.pdf",
    );
  });

  it("keeps only a plain name: no folders, nothing when there is no name", () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(fileNameFromDisposition("attachment")).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});

describe("downloading the SOW", () => {
  it("posts to the PDF route, saves the file under the server's name and records the download", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      "POST /api/projects/5/generate-sow": () => fileAnswer("%PDF-1.7", 'attachment; filename="sow-pool-kitchen.pdf"'),
      "POST /api/projects/5/track-download": () => json({ ok: true }),
    });
    await expect(downloadSow(5, "pdf")).resolves.toBe("sow-pool-kitchen.pdf");

    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/projects/5/generate-sow") ?? [];
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(saved).toEqual([{ download: "sow-pool-kitchen.pdf", href: "blob:http://localhost/sow-1", inDocument: true }]);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toBe("%PDF-1.7");
    // the temporary link is gone, and its URL is released a moment later
    expect(document.querySelector("a[download]")).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:http://localhost/sow-1");
    expect(sentBodies(fetchMock, "POST", "/api/projects/5/track-download")).toEqual([{ documentType: "pdf" }]);
  });

  it("posts the HTML form to its own route and names the file after the project when the server does not", async () => {
    const fetchMock = stubApi({ "POST /api/projects/9/generate-sow-word": () => fileAnswer("<html></html>") });
    await expect(downloadSow(9, "html")).resolves.toBe("sow-project-9.html");
    expect(saved.map((s) => s.download)).toEqual(["sow-project-9.html"]);
    // a failed record of the download stays unnoticed
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, "POST", "/api/projects/9/track-download")).toEqual([{ documentType: "html" }]),
    );
  });

  it("fails with the server's status and sentence, and saves nothing", async () => {
    stubApi({
      "POST /api/projects/5/generate-sow": () => json({ error: "Server exploded" }, 500),
      "POST /api/projects/5/generate-sow-word": () => json({ error: "No paid order", code: "forbidden" }, 403),
    });
    const refused = await downloadSow(5, "html").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SowDownloadError);
    expect((refused as SowDownloadError).status).toBe(403);
    expect((refused as SowDownloadError).serverMessage).toBe("No paid order");

    const broken = await downloadSow(5, "pdf").catch((error: unknown) => error);
    expect((broken as SowDownloadError).status).toBe(500);
    expect(sowFailureMessage("pdf")).toBe("Failed to download SOW");
    expect(sowFailureMessage("html")).toBe("Failed to download HTML SOW");
    expect(saved).toEqual([]);
  });

  it("counts a customer's download at the product's value, and records nothing for a preview", async () => {
    const events: AnalyticsEvent[] = [];
    const record = (event: Event) => events.push((event as CustomEvent<AnalyticsEvent>).detail);
    window.addEventListener(ANALYTICS_DOM_EVENT, record);
    try {
      const fetchMock = stubApi({
        "POST /api/projects/5/generate-sow": () => fileAnswer("%PDF-1.7"),
        "POST /api/projects/5/generate-sow-word": () => fileAnswer("<html></html>"),
        "POST /api/projects/5/track-download": () => new Response(null, { status: 204 }),
      });
      await downloadSow(5, "pdf", { budgetTotal: 24100 });
      await downloadSow(5, "html", { budgetTotal: null });
      expect(events.map((e) => [e.name, e.params.value])).toEqual([
        ["pdf_downloaded", 2410],
        ["html_downloaded", 40],
      ]);
      await vi.waitFor(() => expect(sentBodies(fetchMock, "POST", "/api/projects/5/track-download")).toHaveLength(2));

      await downloadSow(5, "pdf", { track: false });
      expect(events).toHaveLength(2);
      expect(sentBodies(fetchMock, "POST", "/api/projects/5/track-download")).toHaveLength(2);
    } finally {
      window.removeEventListener(ANALYTICS_DOM_EVENT, record);
    }
  });

  it("words an unreachable server as a failed download", async () => {
    stubApi({
      "POST /api/projects/5/generate-sow": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const error = await downloadSow(5, "pdf").catch((e: unknown) => e);
    expect((error as SowDownloadError).status).toBe(503);
    expect(saved).toEqual([]);
  });
});
