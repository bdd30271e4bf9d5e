import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

// aria-disabled buttons stay hoverable and focusable on purpose: that is how a tooltip can say why.
const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors " +
  "disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-ember-600 text-white shadow-sm hover:bg-ember-700 active:bg-ember-800",
  secondary: "bg-white text-stone-900 shadow-sm ring-1 ring-stone-300 ring-inset hover:bg-stone-50",
  ghost: "text-stone-700 hover:bg-stone-100 hover:text-stone-900",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-11",
};

/**
 * The button look as a class string, so links (wouter <Link>, <a>) can look like buttons without
 * becoming buttons: navigation stays a link for assistive technology.
 */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
