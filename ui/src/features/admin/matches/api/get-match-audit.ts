import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { AuditEntry } from "@/lib/wire";
import { tournamentKeys } from "@/shared/tournaments/api/keys";

/** How many changes of one match the history shows: far more than a match ever has. */
const HISTORY_LIMIT = 200;

/** The audit trail of one match, newest first: every record, correction, answer and clearing. */
export const getMatchAudit = (matchId: number) =>
  api.get<AuditEntry[]>(`/api/admin/audit?subject=match:${matchId}&limit=${HISTORY_LIMIT}`);

/** Query options for `getMatchAudit`. */
export const getMatchAuditOptions = (matchId: number) =>
  queryOptions({ queryKey: tournamentKeys.audit(matchId), queryFn: () => getMatchAudit(matchId) });

/** The history of one match's result. */
export function useMatchAudit(matchId: number) {
  return useQuery(getMatchAuditOptions(matchId));
}
