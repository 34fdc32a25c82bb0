import LogIn from "lucide-react/icons/log-in";
import { Link } from "react-router";
import { PlayerAvatar } from "@/components/player-avatar";
import { DialogButton, onDemand } from "@/components/ui/dialog-on-demand";
import { cx } from "@/lib/class-names";
import { loadMemberTexts, useT } from "@/lib/i18n";
import { useMe } from "@/shared/members/api/get-me";

// The help and its texts load with the first press: a visitor's first download skips them.
const signInHelp = onDemand<object>(() =>
  Promise.all([import("./sign-in-help-dialog"), loadMemberTexts()]).then(([m]) => m.SignInHelpDialog),
);

/** The top bar's look for its member entry: white on the club green, 44 px tall. */
const ENTRY =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl px-1.5 text-sm font-bold text-white hover:bg-court-800 focus-visible:outline-ball-400 sm:px-2 sm:text-base";

/**
 * The member's place in the top bar: their photo (and name, where the bar has room) leading
 * to their page once signed in; else "Sign in", which says how to get a link. While the
 * server has not answered, an empty space of the same size, so nothing jumps.
 */
export function MemberEntry() {
  const t = useT();
  const me = useMe();
  if (me.isPending) return <span aria-hidden="true" className="size-11 shrink-0" />;
  if (me.data) {
    return (
      <Link to="/me" className={cx(ENTRY, "max-w-40 shrink-0")}>
        <PlayerAvatar name={me.data.name} src={me.data.avatar} size="sm" className="ring-2 ring-ball-400" />
        {/* A phone's bar has room for the photo only; the name is still the link's name. A long
            name is cut with an ellipsis within the link's width, never over the bell beside it. */}
        <span className="sr-only lg:not-sr-only lg:min-w-0">
          <span className="block truncate">{me.data.name}</span>
        </span>
      </Link>
    );
  }
  return (
    <DialogButton dialog={signInHelp} props={{}} className={cx(ENTRY, "shrink-0")}>
      {/* A phone's bar holds the icon (the word is still the button's name); from 400 px the
          word, from 440 px both. */}
      <LogIn aria-hidden="true" className="size-5 min-[400px]:hidden min-[440px]:block" />
      <span className="sr-only min-[400px]:not-sr-only">{t("member.signIn")}</span>
    </DialogButton>
  );
}
