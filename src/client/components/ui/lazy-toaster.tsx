import { useEffect, useState } from "react";
import { runAfterFirstScreen } from "../../app/after-first-screen";
import { loadOnce } from "../../app/load-once";
import { useToast } from "./use-toast";

const toasterCode = loadOnce(() => import("./toaster"));

/** Loads the toast region's code (once; a failed load may be tried again). */
export const loadToaster = () => toasterCode.load();

/**
 * The toast region, whose library (Radix toast) no first screen needs: it loads once the visitor first
 * touches the page or after a few quiet seconds, so it is there before anything can fail, or at once for a
 * toast raised sooner (the store keeps it until the region shows it). Once loaded it renders at once.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [module, setModule] = useState(toasterCode.loaded);
  const [wanted, setWanted] = useState(false);
  useEffect(() => (module ? undefined : runAfterFirstScreen(() => setWanted(true))), [module]);
  const needed = wanted || toasts.length > 0;
  useEffect(() => {
    if (module || !needed) return;
    let current = true;
    loadToaster()
      .then((m) => current && setModule(m))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [module, needed]);
  if (!module) return null;
  const { Toaster } = module;
  return <Toaster />;
}
