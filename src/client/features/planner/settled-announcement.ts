import { useEffect, useRef, useState } from "react";

/** How long a text must stay unchanged before it is announced, so typing a size is not read out digit by digit. */
export const ANNOUNCE_AFTER_MS = 1000;

/**
 * The text for a polite live region: empty at first (nothing to announce on arrival), then the latest text
 * once it has settled.
 */
export function useSettledAnnouncement(text: string): string {
  const [announced, setAnnounced] = useState("");
  const spoken = useRef(text);
  useEffect(() => {
    if (text === spoken.current) return;
    const timer = setTimeout(() => {
      spoken.current = text;
      setAnnounced(text);
    }, ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return announced;
}
