import { FileDown, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { SOW_DOCUMENT_TYPES, SOW_MESSAGES, type SowDocumentType } from "../../../domain/sow/documents";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { downloadSow, SowDownloadError, sowFailureMessage } from "./api";

/** docs/product/accounts-and-commerce.md: the buttons' words, and what they say while the document is generated. */
export const SOW_DOWNLOAD_LABELS: Record<SowDocumentType, { idle: string; busy: string }> = {
  pdf: { idle: "Download SOW (PDF)", busy: "Generating PDF..." },
  html: { idle: "Download SOW (HTML)", busy: "Generating HTML..." },
};

/**
 * How a download is reported. A customer's: recorded and counted, the product's "Error" toasts on failure. An
 * administrator's debug preview: not recorded, the debug card's own toasts.
 */
export type SowDownloadMode = "customer" | "debug";

function reportFailure(mode: SowDownloadMode, type: SowDocumentType, error: unknown): void {
  if (error instanceof SowDownloadError && error.revisionRequired) {
    // the server's sentence says what the package included and offers to buy a revision (decision 0024)
    toast({ title: SOW_MESSAGES.revisionRequiredTitle, description: error.serverMessage, variant: "destructive" });
    return;
  }
  if (mode === "customer") {
    toast({ title: "Error", description: sowFailureMessage(type), variant: "destructive" });
    return;
  }
  const serverFailed = error instanceof SowDownloadError && (error.status ?? 0) >= 500 && error.status !== 503;
  const title =
    type === "pdf" && serverFailed ? SOW_MESSAGES.debug.generateFailed : SOW_MESSAGES.debug.failed[type];
  toast({ title, variant: "destructive" });
}

/**
 * The two Statement of Work buttons. While one document is generated both wait (docs/product/accounts-and-commerce.md), and neither works
 * without a project (`projectId` undefined): the product's "No project found".
 */
export function SowDownloadButtons({
  projectId,
  budgetTotal,
  mode = "customer",
  labelledBy,
  className,
  version,
}: {
  projectId: number | undefined;
  budgetTotal?: number | null;
  /** An earlier paid version to download exactly as issued; without it, the current design's. */
  version?: number;
  mode?: SowDownloadMode;
  /**
   * Where several projects list their buttons: the id of the element naming the project, which completes
   * each button's accessible name ("Download SOW (PDF) Pool Kitchen").
   */
  labelledBy?: string;
  className?: string;
}) {
  const [busy, setBusy] = useState<SowDocumentType | null>(null);
  const id = useId();

  async function download(type: SowDocumentType) {
    if (busy) return;
    if (projectId === undefined) {
      toast({ title: "Error", description: SOW_MESSAGES.noProject, variant: "destructive" });
      return;
    }
    setBusy(type);
    try {
      await downloadSow(projectId, type, { budgetTotal, track: mode === "customer", ...(version === undefined ? {} : { version }) });
      if (mode === "debug") toast({ title: SOW_MESSAGES.debug.downloaded[type] });
    } catch (error) {
      reportFailure(mode, type, error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={className ?? "flex flex-wrap gap-3"} aria-busy={busy !== null}>
      {SOW_DOCUMENT_TYPES.map((type) => (
        <Button
          key={type}
          id={`${id}-${type}`}
          aria-labelledby={labelledBy ? `${id}-${type} ${labelledBy}` : undefined}
          variant={type === "pdf" ? "primary" : "secondary"}
          disabled={busy !== null || projectId === undefined}
          onClick={() => void download(type)}
          className="w-full sm:w-auto"
        >
          {busy === type ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <FileDown className="size-4" aria-hidden="true" />
          )}
          {busy === type ? SOW_DOWNLOAD_LABELS[type].busy : SOW_DOWNLOAD_LABELS[type].idle}
        </Button>
      ))}
    </div>
  );
}
