import type { ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "@/lib/class-names";

/** A player's name as a link to their page (`/players/{id}`), quiet until hovered or focused. */
export function PlayerLink({
  id,
  children,
  className,
}: {
  id: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={`/players/${id}`}
      className={cx(
        "rounded-sm decoration-court-400 underline-offset-2 hover:underline focus-visible:underline",
        className,
      )}
    >
      {children}
    </Link>
  );
}
