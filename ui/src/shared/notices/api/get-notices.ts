import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Notices } from "@/lib/wire";
import { noticeKeys } from "./keys";

/** How many notices the bell lists. */
export const NOTICE_PAGE = 20;

/** The member's newest notices, with how many are unread. */
export const getNotices = () => api.get<Notices>(`/api/me/notices?limit=${NOTICE_PAGE}`);

/** Query options for `getNotices`. */
export const getNoticesOptions = () => queryOptions({ queryKey: noticeKeys.mine(), queryFn: getNotices });

/** The member's notices; only asked for while `enabled` (an approved member). */
export function useNotices(enabled: boolean) {
  return useQuery({ ...getNoticesOptions(), enabled });
}
