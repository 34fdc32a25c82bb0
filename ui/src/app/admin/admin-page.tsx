import { useMutation, useQueryClient } from "@tanstack/react-query";
import AlarmClock from "lucide-react/icons/alarm-clock";
import CalendarRange from "lucide-react/icons/calendar-range";
import HandCoins from "lucide-react/icons/hand-coins";
import LogOut from "lucide-react/icons/log-out";
import Scale from "lucide-react/icons/scale";
import ShieldCheck from "lucide-react/icons/shield-check";
import Swords from "lucide-react/icons/swords";
import Trophy from "lucide-react/icons/trophy";
import Users from "lucide-react/icons/users";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast-store";
import { FeesTab } from "@/features/admin/fees/fees-tab";
import { DisputesTab } from "@/features/admin/matches/disputes-tab";
import { DisputesCount } from "@/features/admin/matches/disputes-count";
import { MatchesTab } from "@/features/admin/matches/matches-tab";
import { ConsoleNotices } from "@/features/admin/notices/console-notices";
import { OverdueTab } from "@/features/admin/overdue/overdue-tab";
import { PlayersTab } from "@/features/admin/players/players-tab";
import { TournamentsTab } from "@/features/admin/tournaments/tournaments-tab";
import { LeagueWithActions } from "@/features/league/actions/league-actions";
import { LeagueScoreDialog } from "@/shared/league/components/league-score-dialog";
import { RecentLeagueChanges } from "@/features/league/components/recent-league-changes";
import { useT } from "@/lib/i18n";
import { consoleOwner, logoutAdmin, useSessionStatus, type ConsoleOwner } from "@/lib/session/session";
import type { Me } from "@/lib/wire";
import { useMe } from "@/shared/members/api/get-me";
import { useOpenConsole } from "@/shared/members/api/open-console";
import { useNoLongerOrganizer, useRecheckOn401 } from "./console-session";
import { DisplayCard } from "./display-card";
import { EndSessionsButton } from "./end-sessions-button";
import { LoginDialog } from "./login-dialog";

/** The admin console's tabs; the open one is kept in `?tab=` so a reload stays on it. */
const TABS = ["tournaments", "players", "matches", "disputes", "overdue", "league", "fees"] as const;
type AdminTab = (typeof TABS)[number];

/**
 * Seven tabs do not fit one row of a phone, and a row that scrolls sideways hides the last
 * ones: below `md` they stand in rows of two, every one in sight and a full finger wide; the
 * seventh takes a whole row. From `md` the strip takes the page's width and wraps its tabs
 * onto a second row where one row is too narrow for seven, so every tab is in sight at every
 * width.
 */
const TAB_STRIP = "max-md:grid max-md:grid-cols-2 max-md:[&>:last-child]:col-span-2 md:flex-wrap";
/** A tab's padding on a phone, so the longest label keeps its icon on a 360 px screen. */
const PHONE_TAB = "max-md:px-2";

function isAdminTab(value: string | null): value is AdminTab {
  return TABS.includes(value as AdminTab);
}

/**
 * 'Admin Access Required', with the login dialog opening by itself; an organizer is pointed to
 * their page, where they open the console in their own name.
 */
function AccessRequired() {
  const t = useT();
  const [open, setOpen] = useState(true);
  return (
    <Card className="mx-auto grid max-w-lg justify-items-center gap-3 p-6 text-center sm:p-8">
      <ShieldCheck aria-hidden="true" className="size-12 text-court-700" />
      <h1 className="text-2xl font-extrabold text-court-900">{t("admin.accessRequired")}</h1>
      <p className="text-base text-slate-700">{t("admin.accessBody")}</p>
      <Button onClick={() => setOpen(true)}>{t("admin.accessButton")}</Button>
      <Link
        to="/me"
        className="inline-flex min-h-11 items-center text-sm font-bold text-court-800 underline underline-offset-4"
      >
        {t("committee.accessHint")}
      </Link>
      <LoginDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}

/**
 * The console's door for a signed-in organizer (docs/rules.md#committee): no password, they
 * open it in their own name.
 */
function OrganizerDoor({ me }: { me: Me }) {
  const t = useT();
  const open = useOpenConsole(t("committee.openFailed"));
  return (
    <Card className="mx-auto grid max-w-lg justify-items-center gap-3 p-6 text-center sm:p-8">
      <ShieldCheck aria-hidden="true" className="size-12 text-court-700" />
      <h1 className="min-w-0 max-w-full break-words text-2xl font-extrabold text-court-900">
        {t("committee.consoleOf", { name: me.name })}
      </h1>
      <p className="text-base text-slate-700">{t("committee.accessBody")}</p>
      <Button disabled={open.isPending} onClick={() => open.mutate()}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {open.isPending ? t("committee.opening") : t("committee.open")}
      </Button>
    </Card>
  );
}

/** Whether this browser's member may open the console in their own name. */
function isOrganizer(me: Me | null | undefined): me is Me {
  return me?.status === "approved" && me.role === "organizer";
}

/** The way in for a browser without a console: the organizer's door, else the password's. */
function Door() {
  const t = useT();
  const me = useMe();
  if (me.isPending) return <Spinner label={t("app.loading")} />;
  return isOrganizer(me.data) ? <OrganizerDoor me={me.data} /> : <AccessRequired />;
}

/**
 * Whose console this is, under the title: the password's says what the console is for; an
 * organizer's names them, with what stays with the password.
 */
function ConsoleHeading({ owner }: { owner: ConsoleOwner }) {
  const t = useT();
  return (
    <div className="grid min-w-0 grid-cols-1 gap-1">
      <h1 className="text-3xl font-extrabold text-court-900">{t("admin.title")}</h1>
      {owner !== null && owner !== "password" ? (
        <>
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-lg font-bold text-court-900">
            <Badge tone="ball">{t("committee.organizer")}</Badge>
            <span className="min-w-0 break-words">{t("committee.consoleOf", { name: owner.name })}</span>
          </p>
          <p className="max-w-3xl text-sm text-slate-700">{t("committee.consoleNote")}</p>
        </>
      ) : (
        <p className="text-base text-slate-700">{t("admin.subtitle")}</p>
      )}
    </div>
  );
}

/**
 * The admin console: Logout and the seven tabs. An organizer's (docs/rules.md#committee) names
 * them, has no "Log out everywhere" (the password's), and closes back to their page.
 */
function Console({ owner }: { owner: ConsoleOwner }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: AdminTab = isAdminTab(requested) ? requested : "tournaments";
  const organizer = owner !== null && owner !== "password";
  useRecheckOn401();

  const logout = useMutation({
    mutationFn: logoutAdmin,
    onSuccess: async () => {
      await navigate(organizer ? "/me" : "/");
      // Everything the admin saw (emails, pending players) must be fetched again as a visitor.
      queryClient.clear();
      toast({ title: organizer ? t("committee.closed") : t("admin.loggedOut") });
    },
    onError: () =>
      toast({
        title: organizer ? t("committee.closeFailed") : t("admin.logoutFailed"),
        variant: "destructive",
      }),
  });

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ConsoleHeading owner={owner} />
        <div className="flex flex-wrap gap-2">
          {organizer ? null : <EndSessionsButton />}
          <Button variant="secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden="true" className="size-5" />
            {organizer ? t("committee.close") : t("admin.logout")}
          </Button>
        </div>
      </div>
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
      >
        <TabsList className={TAB_STRIP}>
          <TabsTrigger value="tournaments" className={PHONE_TAB}>
            <Trophy aria-hidden="true" className="size-5" />
            {t("admin.tabTournaments")}
          </TabsTrigger>
          <TabsTrigger value="players" className={PHONE_TAB}>
            <Users aria-hidden="true" className="size-5" />
            {t("admin.tabPlayers")}
          </TabsTrigger>
          <TabsTrigger value="matches" className={PHONE_TAB}>
            <CalendarRange aria-hidden="true" className="size-5" />
            {t("admin.tabMatches")}
          </TabsTrigger>
          <TabsTrigger value="disputes" className={PHONE_TAB}>
            <Scale aria-hidden="true" className="size-5" />
            {t("disputes.tab")}
            <DisputesCount />
          </TabsTrigger>
          <TabsTrigger value="overdue" className={PHONE_TAB}>
            <AlarmClock aria-hidden="true" className="size-5" />
            {t("overdue.tab")}
          </TabsTrigger>
          <TabsTrigger value="league" className={PHONE_TAB}>
            <Swords aria-hidden="true" className="size-5" />
            {t("admin.tabLeague")}
          </TabsTrigger>
          <TabsTrigger value="fees" className={PHONE_TAB}>
            <HandCoins aria-hidden="true" className="size-5" />
            {t("fees.title")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tournaments">
          <TournamentsTab />
        </TabsContent>
        <TabsContent value="players">
          <PlayersTab />
        </TabsContent>
        <TabsContent value="matches">
          <MatchesTab />
        </TabsContent>
        <TabsContent value="disputes">
          <DisputesTab
            leagueCorrection={(match, onClose) => <LeagueScoreDialog match={match} onClose={onClose} />}
          />
        </TabsContent>
        <TabsContent value="overdue">
          <OverdueTab />
        </TabsContent>
        <TabsContent value="league">
          <div className="grid grid-cols-1 gap-10">
            <LeagueWithActions admin />
            <RecentLeagueChanges />
          </div>
        </TabsContent>
        <TabsContent value="fees">
          <FeesTab />
        </TabsContent>
      </Tabs>
      <ConsoleNotices />
      <DisplayCard />
    </div>
  );
}

/**
 * The admin page: the console for the admin or an organizer, the way in for everyone else; an
 * organizer whose console ended meanwhile is sent to their page.
 */
export function AdminPage() {
  const t = useT();
  const status = useSessionStatus();
  const noLongerOrganizer = useNoLongerOrganizer(status.data);
  let body;
  if (status.isPending || noLongerOrganizer) body = <Spinner label={t("app.loading")} />;
  else if (status.isError) body = <LoadError onRetry={() => void status.refetch()} />;
  else body = status.data.isAdmin ? <Console owner={consoleOwner(status.data)} /> : <Door />;
  return (
    <>
      <PageTitle page={t("admin.title")} />
      {body}
    </>
  );
}
