import { api } from "@/lib/api";
import type { UnreadNotices } from "@/lib/wire";

/** Marks the notices `ids` read, or every one of the member's without ids ("mark all read"). */
export const markNoticesRead = (ids?: number[]) =>
  api.post<UnreadNotices>("/api/me/notices/read", ids ? { ids } : {});
