/** "Nov 24, 2026, 3:04 PM": when a mail or a message was written, sent or given up. */
export const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
