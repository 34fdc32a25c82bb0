import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cx } from "@/lib/class-names";

/** How prominent a button is. */
export type ButtonVariant = "primary" | "accent" | "secondary" | "ghost" | "danger";
/** Buttons are at least 44 px tall (touch targets), `sm` only in dense tables. */
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-court-800 text-white hover:bg-court-900 active:bg-court-950 shadow-sm",
  accent: "bg-ball-400 text-court-950 hover:bg-ball-300 active:bg-ball-500 shadow-sm",
  secondary: "border border-court-200 bg-white text-court-900 hover:bg-court-50 active:bg-court-100",
  ghost: "text-court-900 hover:bg-court-50 active:bg-court-100",
  danger: "bg-clay-700 text-white hover:bg-clay-600 shadow-sm",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm gap-1.5",
  md: "min-h-11 px-4 text-base gap-2",
  lg: "min-h-12 px-6 text-lg gap-2",
  icon: "size-11 justify-center",
};

/** The classes of a button, for links that must look like one. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return cx(
    "inline-flex items-center justify-center rounded-xl font-semibold transition-colors",
    "disabled:pointer-events-none disabled:opacity-50 select-none",
    variants[variant],
    sizes[size],
  );
}

/** Props of `Button`. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The club's button; `type` defaults to "button" so forms submit only on purpose. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cx(buttonClasses(variant, size), className)} {...props} />;
});
