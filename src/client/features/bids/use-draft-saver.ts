// Keeps the contractor's draft as they type (issue 23: "nothing typed is ever lost"): every change goes to this
// browser's copy at once and, a moment after the typing pauses, to the server as a draft; a failed save is
// tried again on its own, and the page's last changes leave with it.
import { useCallback, useEffect, useRef, useState } from "react";
import type { StoredBid } from "../../../domain/bids/bids.contract";
import type { FieldIssue } from "../../../domain/common/api-contract";
import { BidRequestError, saveBid, saveBidOnLeave } from "./api";
import { type BidFormValues, draftBodyOf, writeLocalCopy } from "./bid-form-model";

/** How long typing must pause before the draft goes to the server. */
export const DRAFT_SAVE_DELAY_MS = 1500;
/** How long a failed save waits before it is tried again. */
export const DRAFT_RETRY_DELAY_MS = 5000;

/** What the page says of the draft: nothing before a change, then "Saving...", "Saved" or why not. */
export type DraftStatus = "idle" | "saving" | "saved" | "retrying" | "refused";

export interface DraftSaverOptions {
  token: string;
  sowVersion: number;
  getValues(): BidFormValues;
  /** The server's savedAt of the bid the form opened with. */
  serverSavedAt: string | null;
  /** The form opened with typing the server has not got (from this browser's copy). */
  startsUnsaved: boolean;
  /** Whether drafts are taken: only while bids are open, and not while a submission is on its way. */
  enabled: boolean;
  onSaved?(bid: StoredBid): void;
  /** The server refused the draft (a 400), with its complaints. */
  onRefused?(issues: FieldIssue[]): void;
  /** The bids closed (409) or the link went (404) while the page was open. */
  onClosed?(): void;
}

export function useDraftSaver(options: DraftSaverOptions) {
  const latest = useRef(options);
  latest.current = options;
  const [status, setStatus] = useState<DraftStatus>(options.startsUnsaved ? "saving" : options.serverSavedAt ? "saved" : "idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const changes = useRef(options.startsUnsaved ? 1 : 0);
  const savedChanges = useRef(0);
  const serverSavedAt = useRef(options.serverSavedAt);
  const inFlight = useRef(false);
  const mounted = useRef(true);

  const keepLocal = useCallback((values: BidFormValues, unsaved: boolean) => {
    writeLocalCopy(latest.current.token, { values, serverSavedAt: serverSavedAt.current, unsaved });
  }, []);

  // the save a timer runs: the latest, though every piece it reads is a ref anyway
  const save = useRef<() => Promise<void>>(async () => {});
  const schedule = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save.current(), delay);
  }, []);

  const saveNow = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    const { token, sowVersion, getValues, enabled } = latest.current;
    if (!enabled || changes.current === savedChanges.current) return;
    if (inFlight.current) {
      // the change goes with the next save, once this one has answered
      schedule(DRAFT_SAVE_DELAY_MS);
      return;
    }
    const sending = changes.current;
    const values = getValues();
    inFlight.current = true;
    setStatus("saving");
    try {
      const bid = await saveBid(token, draftBodyOf(values, sowVersion));
      serverSavedAt.current = bid.savedAt;
      savedChanges.current = sending;
      const upToDate = changes.current === sending;
      keepLocal(upToDate ? values : latest.current.getValues(), !upToDate);
      if (!mounted.current) return;
      setStatus(upToDate ? "saved" : "saving");
      latest.current.onSaved?.(bid);
      if (!upToDate) schedule(DRAFT_SAVE_DELAY_MS);
    } catch (error) {
      if (!mounted.current) return;
      if (error instanceof BidRequestError && (error.status === 404 || error.status === 409)) {
        latest.current.onClosed?.();
      } else if (error instanceof BidRequestError && error.status === 400) {
        // the same values would be refused again: the next change tries anew
        savedChanges.current = sending;
        setStatus("refused");
        latest.current.onRefused?.(error.issues);
      } else {
        setStatus("retrying");
        schedule(DRAFT_RETRY_DELAY_MS);
      }
    } finally {
      inFlight.current = false;
    }
  }, [keepLocal, schedule]);
  save.current = saveNow;

  /** A change of the form: kept here at once, sent when the typing pauses. */
  const noteChange = useCallback(
    (values: BidFormValues) => {
      changes.current += 1;
      keepLocal(values, true);
      if (latest.current.enabled) schedule(DRAFT_SAVE_DELAY_MS);
    },
    [keepLocal, schedule],
  );

  /** How many changes there have been: a submission notes it when it leaves, and hands it to markSaved. */
  const changeCount = useCallback(() => changes.current, []);

  /** A submission saved the changes up to `upTo`: a draft is owed only for those typed while it was on its way. */
  const markSaved = useCallback(
    (bid: StoredBid, values: BidFormValues, upTo: number) => {
      clearTimeout(timer.current);
      serverSavedAt.current = bid.savedAt;
      savedChanges.current = upTo;
      const upToDate = changes.current === upTo;
      keepLocal(values, !upToDate);
      setStatus(upToDate ? "saved" : "saving");
      if (!upToDate) schedule(DRAFT_SAVE_DELAY_MS);
    },
    [keepLocal, schedule],
  );

  // typing the server had not got when the page opened goes at once
  useEffect(() => {
    if (options.startsUnsaved) void saveNow();
  }, [options.startsUnsaved, saveNow]);

  // leaving the page (another tab, closing it, going elsewhere in the app) sends what is owed
  useEffect(() => {
    mounted.current = true;
    const leave = () => {
      const { token, sowVersion, getValues, enabled } = latest.current;
      if (!enabled || changes.current === savedChanges.current) return;
      clearTimeout(timer.current);
      saveBidOnLeave(token, draftBodyOf(getValues(), sowVersion));
      // sent once; whether it arrived is not known, so this browser's copy stays marked unsaved for the next visit
      savedChanges.current = changes.current;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", onVisibility);
      leave();
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  return { status, noteChange, markSaved, saveNow, changeCount };
}
