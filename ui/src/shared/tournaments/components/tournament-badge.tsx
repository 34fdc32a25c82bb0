import { Badge } from "@/components/ui/badge";
import { useT } from "@/lib/i18n";
import { statusBadge } from "../model/status";

/** A tournament's status badge (docs/rules.md#tournament-lifecycle). */
export function TournamentBadge({ status, startDate }: { status: string; startDate: string }) {
  const t = useT();
  const badge = statusBadge(status, startDate, t);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
