import { type ReactNode, useSyncExternalStore } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../app/ui-constants";

export type ToastVariant = "default" | "destructive";

export interface ToastActionOptions {
  label: string;
  altText: string;
  onClick: () => void;
}

/** Input of toast(): what a feature module may say. */
export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /**
   * Buttons inside the toast, e.g. "Log In" and "Sign Up" of the "Login Required" toast; altText tells
   * screen-reader users how to do the same without the toast. Given as data, so raising a toast needs none of
   * the toast region's code (components/ui/lazy-toaster.tsx).
   */
  actions?: ReadonlyArray<ToastActionOptions>;
  /** Overrides the default 5000 ms for this toast only. */
  duration?: number;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

type State = { readonly toasts: readonly ToasterToast[] };

type Action =
  | { type: "add"; toast: ToasterToast }
  | { type: "update"; id: string; options: ToastOptions }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

let state: State = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

/**
 * A dismissed toast stays in the store (closed) for TOAST_REMOVE_DELAY_MS before it is dropped, so Radix can
 * finish its exit animation; the long removal delay (docs/product/planner-wizard.md section 8) keeps that harmless.
 */
function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: "remove", id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function reducer(current: State, action: Action): State {
  switch (action.type) {
    case "add":
      return { toasts: [action.toast, ...current.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: current.toasts.map((t) => (t.id === action.id ? { ...t, ...action.options } : t)),
      };
    case "dismiss":
      return {
        toasts: current.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case "remove":
      return {
        toasts: action.id === undefined ? [] : current.toasts.filter((t) => t.id !== action.id),
      };
  }
}

function dispatch(action: Action): void {
  if (action.type === "dismiss") {
    // Side effect kept out of the reducer so the reducer stays pure.
    for (const t of state.toasts) {
      if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
    }
  }
  state = reducer(state, action);
  for (const listener of listeners) listener();
}

/** Shows a notification; only the newest stays visible (TOAST_LIMIT 1). */
export function toast(options: ToastOptions): ToastHandle {
  const id = nextId();
  const dismiss = () => dispatch({ type: "dismiss", id });
  dispatch({
    type: "add",
    toast: {
      ...options,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update: (next) => dispatch({ type: "update", id, options: next }) };
}

/** Closes one toast, or all when no id is given. */
export function dismissToast(id?: string): void {
  dispatch({ type: "dismiss", id });
}

/** Drops every toast and pending timer at once (tests, sign-out). */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  state = { toasts: [] };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): State {
  return state;
}

/** The current toasts plus the imperative helpers, for components. */
export function useToast(): {
  toasts: readonly ToasterToast[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const { toasts } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
