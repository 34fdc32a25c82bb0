import type { Locale } from "@/lib/i18n";
import { memberKeys } from "@/shared/members/api/keys";

/**
 * Query keys of the notices (docs/api.md#notices). The member's live under `memberKeys.all`,
 * so signing out drops them with the rest of the member's data.
 */
export const noticeKeys = {
  mine: () => [...memberKeys.all, "notices"] as const,
  /** The member's list in one language (the server words it per `?lang=`). */
  list: (locale: Locale) => [...memberKeys.all, "notices", locale] as const,
  preferences: () => [...memberKeys.all, "notice-preferences"] as const,
  admin: () => ["admin", "notices"] as const,
  deliveries: () => ["admin", "deliveries"] as const,
};
