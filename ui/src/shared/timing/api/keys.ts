/** Query keys of the calls about when matches are played (docs/api.md, "Results"). */
export const timingKeys = {
  /** "Today at the club", cached per club date by the server. */
  today: () => ["today"] as const,
  /** The admin's queue of late and overdue matches. */
  overdue: () => ["admin", "overdue"] as const,
};
