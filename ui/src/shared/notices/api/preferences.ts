import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { KindChannels, NoticePreferences } from "@/lib/wire";
import { noticeKeys } from "./keys";

/** The member's email and push switches, per kind of notice. */
export const getNoticePreferences = () => api.get<NoticePreferences>("/api/me/notice-preferences");

/** Query options for `getNoticePreferences`. */
export const getNoticePreferencesOptions = () =>
  queryOptions({ queryKey: noticeKeys.preferences(), queryFn: getNoticePreferences });

/** The member's switches. */
export function useNoticePreferences() {
  return useQuery(getNoticePreferencesOptions());
}

/** Changes the switches of the kinds sent; answers every kind's. */
export const setNoticePreferences = (kinds: KindChannels[]) =>
  api.put<NoticePreferences>("/api/me/notice-preferences", { kinds });
