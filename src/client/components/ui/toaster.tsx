import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "../../app/ui-constants";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { useToast } from "./use-toast";

/** Renders the toast store. Mounted once, by AppProviders (through LazyToaster). */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, actions, variant, duration, open, onOpenChange }) => (
        <Toast key={id} variant={variant} duration={duration} open={open} onOpenChange={onOpenChange}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {actions?.length ? (
            <div className="flex gap-2">
              {actions.map(({ label, altText, onClick }) => (
                <ToastAction key={label} altText={altText} onClick={onClick}>
                  {label}
                </ToastAction>
              ))}
            </div>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
