import Trophy from "lucide-react/icons/trophy";
import { Link, NavLink } from "react-router";
import { cx } from "@/lib/class-names";
import { useT } from "@/lib/i18n";
import { ClubLogoMark } from "@/components/club-logo";
import { useMe } from "@/shared/members/api/get-me";
import { LanguageSwitch } from "./language-switch";
import { LiveDot } from "./live/live-dot";
import { MemberEntry } from "./member-entry";
import { NoticeBellEntry } from "./notice-bell-entry";

/**
 * The bar on every page: the club mark leads home, 'Overall Rankings' to the table, the
 * member's photo to their page (or 'Sign in'), ES / EN switches the language.
 */
export function TopBar() {
  const t = useT();
  // A member's bar also holds the bell: on a phone the mark alone leads home then.
  const withBell = useMe().data?.status === "approved";
  return (
    <header className="sticky top-0 z-30 bg-court-900 text-white shadow-md">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <Link
          to="/"
          aria-label={t("nav.home")}
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-xl pr-1 focus-visible:outline-ball-400 sm:gap-2.5 sm:pr-2"
        >
          <ClubLogoMark className="size-9 shrink-0 sm:size-10" />
          {/* A phone's bar also holds the language switch: the name takes two short lines there
              (one word a line), and on the narrowest phones, or beside a member's bell, the mark
              alone leads home. */}
          <span
            className={cx(
              "hidden w-min text-sm font-extrabold leading-tight tracking-tight min-[480px]:w-auto min-[480px]:truncate min-[480px]:text-lg sm:text-xl",
              withBell ? "sm:block" : "min-[375px]:block",
            )}
          >
            {t("app.name")}
          </span>
        </Link>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-3">
          <nav aria-label={t("nav.main")} className="shrink-0">
            <NavLink
              to="/rankings"
              className={({ isActive }) =>
                cx(
                  "inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-xl px-2 text-sm font-bold sm:px-3 sm:text-base",
                  isActive ? "bg-ball-400 text-court-950" : "text-white hover:bg-court-800",
                  "focus-visible:outline-ball-400",
                )
              }
            >
              <Trophy aria-hidden="true" className="hidden size-5 min-[440px]:block" />
              {/* A phone's bar keeps room beside the club's name: the link shows one word there,
                  and is still named in full for a screen reader (the word is part of the name). */}
              <span aria-hidden="true" className="min-[440px]:hidden">
                {t("nav.rankingsShort")}
              </span>
              <span className="sr-only min-[440px]:not-sr-only">{t("nav.overallRankings")}</span>
            </NavLink>
          </nav>
          <LiveDot />
          <NoticeBellEntry />
          <MemberEntry />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
