import type { HTMLAttributes } from "react";
import { cx } from "@/lib/class-names";

/** A white panel with a soft border: the unit every list is made of. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cx("rounded-2xl border border-slate-200 bg-white shadow-sm", className)} {...props} />
  );
}

/** The top part of a card: title and badges. */
export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("flex flex-col gap-1.5 p-4 sm:p-5", className)} {...props} />;
}

/** A card's title. */
export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h3 className={cx("text-lg font-bold leading-tight text-slate-900", className)} {...props} />;
}

/** A card's body. */
export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("px-4 pb-4 sm:px-5 sm:pb-5", className)} {...props} />;
}
