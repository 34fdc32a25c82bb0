import type { MessageKey, Translate } from "@/lib/i18n";

const statusKeys: Record<string, MessageKey> = {
  draft: "adminTournaments.status.draft",
  coming_soon: "adminTournaments.status.comingSoon",
  active: "adminTournaments.status.active",
  completed: "adminTournaments.status.completed",
};

/** The status choices of a select, with their names; an unknown status keeps its raw name. */
export function statusOptions(statuses: readonly string[], t: Translate): { value: string; label: string }[] {
  return statuses.map((status) => {
    const key = statusKeys[status];
    return { value: status, label: key ? t(key) : status };
  });
}
