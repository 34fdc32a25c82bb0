import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { Today } from "@/lib/wire";
import { timingKeys } from "./keys";

/** "Today at the club": today's tournament and league matches by hour, with their court. */
export const getToday = () => api.get<Today>("/api/today");

/** Query options for `getToday`; `refetchInterval` lets the display turn at midnight unattended. */
export const getTodayOptions = (refetchInterval?: number) =>
  queryOptions({ queryKey: timingKeys.today(), queryFn: getToday, refetchInterval });

/** Today's matches at the club. */
export function useToday(refetchInterval?: number) {
  return useQuery(getTodayOptions(refetchInterval));
}
