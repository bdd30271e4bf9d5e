/**
 * Code fetched on demand, once: every caller shares one load, the value is at hand once it has arrived (so a
 * screen can show it without waiting a render), and a failed load (the network dropped) may be tried again.
 */
export type LoadOnce<T> = {
  load(): Promise<T>;
  /** The value, once a load has succeeded. */
  loaded(): T | undefined;
};

export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      if (!pending) {
        const attempt = fetch().then((v) => {
          value = v;
          return v;
        });
        attempt.catch(() => {
          if (pending === attempt) pending = undefined;
        });
        pending = attempt;
      }
      return pending;
    },
    loaded: () => value,
  };
}
