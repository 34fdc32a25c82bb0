import Hourglass from "lucide-react/icons/hourglass";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Badge } from "@/components/ui/badge";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { confirmationMark, type Confirmable } from "../model/confirmation";

/** Props of `ConfirmationMark`. */
export interface ConfirmationMarkProps {
  /** A tournament or league match: anything with the answer's `confirmation`. */
  item: Confirmable;
  /** `light` on the app's pages, `display` on the clubhouse screen's dark boards. */
  tone?: "light" | "display";
  className?: string;
}

/**
 * The small mark of a result that is not settled yet (docs/rules.md#results-by-the-players):
 * "Unconfirmed" while the opponent may still confirm or dispute it, "Disputed" while the admin
 * settles it. A confirmed result, and no result, show nothing.
 */
export function ConfirmationMark({ item, tone = "light", className }: ConfirmationMarkProps) {
  const t = useT();
  const mark = confirmationMark(item);
  if (mark === null) return null;
  const Icon = mark === "awaiting" ? Hourglass : TriangleAlert;
  const text = mark === "awaiting" ? t("results.mark.awaiting") : t("results.mark.disputed");
  const title = mark === "awaiting" ? t("results.mark.awaitingTitle") : t("results.mark.disputedTitle");
  if (tone === "display") {
    return (
      <span
        title={title}
        data-confirmation={mark}
        className={cx(
          "inline-flex shrink-0 items-center gap-2 whitespace-nowrap text-[24px] font-bold uppercase",
          mark === "awaiting" ? "text-ball-300" : "text-orange-300",
          className,
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
        {text}
      </span>
    );
  }
  return (
    <Badge
      tone={mark === "awaiting" ? "amber" : "red"}
      title={title}
      data-confirmation={mark}
      className={cx("normal-case tracking-normal", className)}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {text}
    </Badge>
  );
}
