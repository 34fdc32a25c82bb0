import { useT } from "@/lib/i18n";

/** The tournament detail: facts, rules, progress and the Schedule, Bracket and Players tabs. */
export function TournamentPage() {
  const t = useT();
  return <h1 className="text-3xl font-extrabold text-court-900">{t("tournament.title")}</h1>;
}
