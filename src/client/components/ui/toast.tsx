import * as ToastPrimitive from "@radix-ui/react-toast";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "./cn";
import type { ToastVariant } from "./use-toast";

/** Thin, styled wrappers around @radix-ui/react-toast. Behaviour (timers, swipe, F8) is Radix's own. */
export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // Never over the header's Login and Start Planning, the planner's step bar or its Estimated Total: on a
        // phone, where the header scrolls away, just above the step bar (its height, 0 elsewhere); from `sm` up,
        // where the header sticks, just below it; from `lg` up, where the planner's Estimated Total card stands
        // at the top right, in the bottom right corner above the step bar.
        "fixed inset-x-0 bottom-[var(--planner-bar-h,0px)] z-[100] m-0 flex max-h-screen list-none flex-col gap-2 p-4",
        "sm:inset-x-auto sm:top-[var(--site-header-h,0px)] sm:right-0 sm:bottom-auto sm:w-[24rem]",
        "lg:top-auto lg:bottom-[var(--planner-bar-h,0px)]",
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: "border-stone-200 bg-white text-stone-900",
  destructive: "border-red-800 bg-red-700 text-white",
};

export interface ToastProps extends ComponentPropsWithoutRef<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ className, variant = "default", ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      // Errors interrupt (assertive); ordinary confirmations are announced politely.
      type={variant === "destructive" ? "foreground" : "background"}
      data-variant={variant}
      className={cn(
        "toast group relative flex w-full items-start justify-between gap-3 rounded-xl border p-4 pr-10 shadow-lg",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("mt-1 text-sm opacity-90", className)} {...props} />;
}

/** An action button inside a toast; altText tells screen-reader users how to reach it without the toast. */
export function ToastAction({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        "inline-flex h-8 shrink-0 items-center rounded-md border border-current px-3 text-sm font-medium",
        "hover:bg-stone-900/5 group-data-[variant=destructive]:hover:bg-white/10",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Dismiss notification"
      className={cn(
        "absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-70 hover:opacity-100",
        className,
      )}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
      </svg>
    </ToastPrimitive.Close>
  );
}
