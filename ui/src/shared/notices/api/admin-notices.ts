import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { type Locale, useLocale } from "@/lib/i18n";
import type { Deliveries, Notices } from "@/lib/wire";
import { noticeKeys } from "./keys";

/** The admin's newest notices, written in `locale` (the admin has no language of their own). */
export const getAdminNotices = (locale: Locale) =>
  api.get<Notices>(`/api/admin/notices?limit=10&lang=${locale}`);

/** Query options for `getAdminNotices`. */
export const getAdminNoticesOptions = (locale: Locale) =>
  queryOptions({ queryKey: [...noticeKeys.admin(), locale], queryFn: () => getAdminNotices(locale) });

/** The admin's notices, in the console's language. */
export function useAdminNotices() {
  return useQuery(getAdminNoticesOptions(useLocale()));
}

/** The outbox's counts and last error. */
export const getDeliveries = () => api.get<Deliveries>("/api/admin/deliveries");

/** Query options for `getDeliveries`. */
export const getDeliveriesOptions = () =>
  queryOptions({ queryKey: noticeKeys.deliveries(), queryFn: getDeliveries });

/** The outbox's counts. */
export function useDeliveries() {
  return useQuery(getDeliveriesOptions());
}
