import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "@/lib/api";
import { useLocale, type Locale } from "@/lib/i18n";
import type { Me } from "@/lib/wire";
import { useMe } from "./get-me";
import { memberKeys } from "./keys";

/** Keeps the language the member's notices are written in (docs/api.md#members). */
export const setMemberLanguage = (language: Locale) => api.put<Me>("/api/me", { language });

/**
 * Tells the server the member's language: when they switch it while signed in, and once
 * for a member who never chose one (the language on screen is theirs). A visitor's switch
 * sends nothing. A failure is left unsaid: the next switch sends it again.
 */
export function useMemberLanguage() {
  const locale = useLocale();
  const me = useMe().data;
  const queryClient = useQueryClient();
  const shown = useRef(locale);
  const signedIn = Boolean(me);
  const unset = me ? me.language === null || me.language === undefined : false;
  useEffect(() => {
    const switched = shown.current !== locale;
    shown.current = locale;
    if (!signedIn || !(switched || unset)) return;
    setMemberLanguage(locale).then(
      (changed) => queryClient.setQueryData(memberKeys.me(), changed),
      () => undefined,
    );
  }, [locale, signedIn, unset, queryClient]);
}
