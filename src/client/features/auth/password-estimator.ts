import { useEffect } from "react";
import { loadOnce } from "../../app/load-once";

const estimatorCode = loadOnce(() =>
  import("../../../domain/accounts/password-estimator").then((m) => m.installPasswordEstimator()),
);

/**
 * Installs the password estimator (zxcvbn-ts with its dictionaries, about 200 KB on the wire) once. Only a
 * form that takes a new password needs it, and only to judge one: the login page shows its login form
 * without it, and the sign-up form and the reset page fetch it as they open, well before a first submit.
 */
export function loadPasswordEstimator(): Promise<void> {
  // a failed load (the network dropped) is tried again by the next submit
  return estimatorCode.load();
}

/** Starts fetching the estimator while `needed` (a form that takes a new password is on screen). */
export function usePasswordEstimator(needed: boolean): void {
  useEffect(() => {
    if (needed) loadPasswordEstimator().catch(() => undefined);
  }, [needed]);
}
