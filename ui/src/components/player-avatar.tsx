import { useState } from "react";
import { cx } from "@/lib/class-names";
import { initials } from "@/lib/initials";

const sizes = { sm: "size-8 text-xs", md: "size-10 text-sm", lg: "size-20 text-2xl", xl: "size-28 text-3xl" };

/**
 * A player's photo, or their initials on the club green when there is none or it fails.
 * Photos load as they scroll into view, except a page's `main` photo (its header's), which
 * is the largest thing the page shows at first and loads at once, first among the images.
 */
export function PlayerAvatar({
  name,
  src,
  size = "md",
  main = false,
  className,
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  main?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const base = cx(
    "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full",
    sizes[size],
    className,
  );
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        loading={main ? "eager" : "lazy"}
        fetchPriority={main ? "high" : "auto"}
        decoding="async"
        onError={() => setFailed(true)}
        className={cx(base, "object-cover bg-court-100")}
      />
    );
  }
  // Initials are letters of a name, no word of any language ("zxx": no linguistic content),
  // so neither a translator nor a language check reads "GS" as English.
  return (
    <span
      aria-hidden="true"
      lang="zxx"
      translate="no"
      className={cx(base, "bg-court-700 font-bold text-white")}
    >
      {initials(name)}
    </span>
  );
}
