import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { LoaderCircle } from "lucide-react";
import type { ComponentPropsWithoutRef, ReactElement, ReactNode } from "react";
import { Button, buttonClasses } from "./button";
import { cn } from "./cn";

/**
 * Thin, styled wrappers around @radix-ui/react-alert-dialog. Behaviour is Radix's own: focus moves into the
 * dialog (Cancel first, the safe choice), stays trapped there, Escape cancels, and focus returns to the
 * trigger when it closes.
 */
export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-stone-950/50" />
      <AlertDialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-[60] grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2",
          "gap-4 overflow-y-auto rounded-2xl border border-stone-200 bg-white p-6 shadow-xl",
          className,
        )}
        {...props}
      >
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      className={cn("text-lg font-semibold text-balance break-words text-stone-900", className)}
      {...props}
    />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn("text-sm text-pretty text-stone-600", className)} {...props} />;
}

/** The buttons row: stacked on a phone (confirm on top), side by side from `sm` up. */
export function AlertDialogFooter({ className, ...props }: ComponentPropsWithoutRef<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={buttonClasses({ variant: "secondary", className })} {...props} />;
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens the dialog; focus goes back to it when the dialog closes. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Shown with a spinner on the confirm button while `busy`. */
  busyLabel: string;
  busy?: boolean;
  cancelLabel?: string;
  /** Runs the action; the dialog stays open (and cannot be dismissed) until the caller closes it. */
  onConfirm(): void;
  /** Where focus goes when the dialog closes; call `event.preventDefault()` to move it somewhere else. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A destructive confirmation: title, description, Cancel and a red confirm button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy = false,
  cancelLabel = "Cancel",
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent
        aria-busy={busy}
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="grid gap-2">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          {/* a plain button, not Radix's Action: the dialog stays open while the action runs */}
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy ? (
              <>
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                {busyLabel}
              </>
            ) : (
              confirmLabel
            )}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
