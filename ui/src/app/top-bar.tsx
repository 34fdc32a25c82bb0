import { Trophy } from "lucide-react";
import { Link, NavLink } from "react-router";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { ClubLogoMark } from "./club-logo";

/** The bar on every page: the club mark leads home, 'Overall Rankings' to the table. */
export function TopBar() {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 bg-court-900 text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-3 sm:px-6">
        <Link
          to="/"
          aria-label={t("nav.home")}
          className="flex min-h-11 items-center gap-2.5 rounded-xl pr-2 focus-visible:outline-ball-400"
        >
          <ClubLogoMark className="size-10 shrink-0" />
          <span className="whitespace-nowrap text-base font-extrabold tracking-tight min-[400px]:text-lg sm:text-xl">
            {t("app.name")}
          </span>
        </Link>
        <nav aria-label={t("nav.main")}>
          <NavLink
            to="/rankings"
            className={({ isActive }) =>
              cx(
                "inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-xl px-2.5 text-sm font-bold sm:px-3 sm:text-base",
                isActive ? "bg-ball-400 text-court-950" : "text-white hover:bg-court-800",
                "focus-visible:outline-ball-400",
              )
            }
          >
            <Trophy aria-hidden="true" className="hidden size-5 min-[400px]:block" />
            <span>{t("nav.overallRankings")}</span>
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
