import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Deliveries, Notices } from "@/lib/wire";
import { noticeKeys } from "./keys";

/** The admin's newest notices. */
export const getAdminNotices = () => api.get<Notices>("/api/admin/notices?limit=10");

/** Query options for `getAdminNotices`. */
export const getAdminNoticesOptions = () =>
  queryOptions({ queryKey: noticeKeys.admin(), queryFn: getAdminNotices });

/** The admin's notices. */
export function useAdminNotices() {
  return useQuery(getAdminNoticesOptions());
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
