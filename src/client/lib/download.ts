// Saving a file the server sent: its name from the Content-Disposition header and the browser download.

/** How long the saved file's object URL is kept: some browsers read it after the click has returned. */
export const OBJECT_URL_LIFETIME_MS = 1000;

/**
 * The file name of a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` before `filename="…"`),
 * reduced to a plain name: no folders, no control characters. Undefined when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim().replace(/^"(.*)"$/, "$1"));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    name = plain ? (plain[2]?.replace(/\\(.)/g, "$1") ?? plain[1]?.trim()) : undefined;
  }
  const cleaned = name
    ?.split(/[\\/]/)
    .pop()
    ?.split("")
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  return cleaned || undefined;
}

/** Hands a blob to the browser as a file download, through a temporary link with an object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}

/**
 * Saves the file an answer carries, under the name its Content-Disposition gives (`fallbackName` when it gives
 * none). Answers the saved name.
 */
export async function saveResponse(res: Response, fallbackName: string): Promise<string> {
  const blob = await res.blob();
  const fileName = fileNameFromDisposition(res.headers.get("Content-Disposition")) ?? fallbackName;
  saveBlob(blob, fileName);
  return fileName;
}
