import Hourglass from "lucide-react/icons/hourglass";
import UserRound from "lucide-react/icons/user-round";
import UserRoundX from "lucide-react/icons/user-round-x";
import { Link } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { PlayerAvatar } from "@/components/player-avatar";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import type { Me } from "@/lib/wire";
import { AddToCalendar } from "@/shared/calendar/add-to-calendar";
import { useMe } from "@/shared/members/api/get-me";
import { SignInHelp } from "@/shared/members/components/sign-in-help";
import { useMyLeagueScores } from "../api/get-my-league-scores";
import { usePlayerTournamentMatches } from "@/shared/tournaments/api/get-player-tournament-matches";
import { ConsoleEntry } from "./console-entry";
import { OpenResults, ResultsToConfirm } from "./my-results";
import { MySessions } from "./my-sessions";
import { NextMatches } from "./next-matches";
import { EmailWayIn } from "./email-way-in";
import { NoticeSwitches } from "./notice-switches";

/** This browser holds no member: how to get signed in, by email too where the club sends it. */
function NotSignedIn() {
  const t = useT();
  return (
    <Card className="mx-auto grid max-w-md justify-items-center gap-4 p-6 text-center sm:p-8">
      <UserRoundX aria-hidden="true" className="size-12 text-court-700" />
      <h1 className="text-3xl font-extrabold text-slate-900">{t("member.notSignedIn")}</h1>
      <SignInHelp />
      <EmailWayIn />
    </Card>
  );
}

/** The head of the page: the member's photo and name, and an organizer's badge. */
function Heading({ me }: { me: Me }) {
  const t = useT();
  return (
    <div className="flex items-center gap-4">
      <PlayerAvatar name={me.name} src={me.avatar} size="lg" main />
      <div className="grid min-w-0 justify-items-start gap-1">
        <p className="text-sm font-bold uppercase tracking-wide text-court-700">{t("member.title")}</p>
        <h1 className="max-w-full break-words text-3xl font-extrabold text-court-900">{me.name}</h1>
        {me.role === "organizer" && me.status === "approved" ? (
          <Badge tone="ball">{t("member.organizer")}</Badge>
        ) : null}
      </div>
    </div>
  );
}

/** A signup the admin has not approved yet: signed in, waiting. */
function Waiting({ me }: { me: Me }) {
  const t = useT();
  return (
    <div className="grid gap-8">
      <Heading me={me} />
      <Card className="grid justify-items-start gap-2 border-amber-300 bg-amber-50 p-5">
        <p className="flex items-center gap-2 text-xl font-extrabold text-amber-900">
          <Hourglass aria-hidden="true" className="size-6" />
          {t("member.waiting")}
        </p>
        <p className="text-base text-slate-800">{t("member.waitingBody")}</p>
      </Card>
      <MySessions />
    </div>
  );
}

/**
 * An approved member's page: the results awaiting their confirmation first, then their links
 * (an organizer's way into the console among them), next matches (each with the form to record its result), their results not settled yet, and
 * their sessions.
 */
function MemberHome({ me }: { me: Me }) {
  const t = useT();
  const mine = usePlayerTournamentMatches(me.playerId);
  const league = useMyLeagueScores(me.playerId);
  return (
    <div className="grid gap-8">
      <ResultsToConfirm matches={mine ?? []} league={league} playerId={me.playerId} />
      <div className="grid gap-4">
        <Heading me={me} />
        <div className="flex flex-wrap gap-2">
          {me.role === "organizer" ? <ConsoleEntry me={me} /> : null}
          <Link to={`/players/${me.playerId}`} className={buttonClasses("secondary", "md")}>
            <UserRound aria-hidden="true" className="size-5" />
            {t("member.playerPage")}
          </Link>
          <AddToCalendar path={`/api/players/${me.playerId}/calendar.ics`} what={me.name} />
        </div>
      </div>
      <NextMatches matches={mine} />
      <OpenResults matches={mine ?? []} league={league} playerId={me.playerId} />
      <NoticeSwitches playerId={me.playerId} stopped={me.stoppedDevices} />
      <MySessions />
    </div>
  );
}

/**
 * The member's own page (`/me`): their next matches, their player page and calendar feed,
 * and where they are signed in. A signup not yet approved is told it waits; a browser
 * signed in as nobody is told how to get a link.
 */
export function MePage() {
  const t = useT();
  const me = useMe();
  let body;
  if (me.isPending) body = <Spinner label={t("app.loading")} />;
  else if (me.isError) body = <LoadError onRetry={() => void me.refetch()} />;
  else if (!me.data) body = <NotSignedIn />;
  else if (me.data.status === "pending") body = <Waiting me={me.data} />;
  else body = <MemberHome me={me.data} />;
  return (
    <>
      <PageTitle page={t("member.title")} />
      {body}
    </>
  );
}
