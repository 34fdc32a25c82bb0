import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { type Locale, useLocale } from "@/lib/i18n";
import type { Notices } from "@/lib/wire";
import { noticeKeys } from "./keys";

/** How many notices the bell lists. */
export const NOTICE_PAGE = 20;

/** The member's newest notices, worded in `locale`, with how many are unread. */
export const getNotices = (locale: Locale) =>
  api.get<Notices>(`/api/me/notices?limit=${NOTICE_PAGE}&lang=${locale}`);

/** Query options for `getNotices`: one entry per language, so a switch of language asks again. */
export const getNoticesOptions = (locale: Locale) =>
  queryOptions({ queryKey: noticeKeys.list(locale), queryFn: () => getNotices(locale) });

/**
 * The member's notices in the page's language; only asked for while `enabled` (an approved
 * member). While a switch of language re-reads them, the list and its count stay as they were.
 */
export function useNotices(enabled: boolean) {
  return useQuery({ ...getNoticesOptions(useLocale()), enabled, placeholderData: keepPreviousData });
}
