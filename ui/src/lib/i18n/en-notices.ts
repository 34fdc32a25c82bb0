/**
 * English texts of the notices (docs/api.md#notices): the top bar's bell and its list, the
 * member's channel switches on their page, and the console's notices and delivery counts. The
 * notices' own words come from the server, in the member's language. Part of `en`.
 */
export const enNotices = {
  "notices.title": "Notices",
  "notices.bell": "Notices",
  "notices.bellUnread": "Notices, {count} unread",
  "notices.loading": "Loading your notices...",
  "notices.empty":
    "Nothing new. The club tells you here about your draws, results, challenges and deadlines.",
  "notices.new": "New",
  "notices.markAllRead": "Mark all read",
  "notices.markFailed": "Could not mark the notices read",
  "notices.switches": "How I am told",
  "notices.switchesHint":
    "This list always has every notice. Choose what else may reach you by email or on this phone.",
  "notices.switchesLoading": "Loading your choices...",
  "notices.email": "Email",
  "notices.push": "Phone",
  "notices.kindEmail": "{kind} by email",
  "notices.kindPush": "{kind} on the phone",
  "notices.saved": "Saved",
  "notices.saveFailed": "Could not save your choice",
  "notices.kind.drawPublished": "A draw with me in it",
  "notices.kind.yourWeek": "My week, on Mondays",
  "notices.kind.resultReported": "A result in my match",
  "notices.kind.challenged": "A league challenge",
  "notices.kind.matchScheduled": "A match scheduled or moved",
  "notices.kind.deadlineTomorrow": "A deadline tomorrow",
  "notices.kind.signupApproved": "My signup approved",
  "notices.console": "Notices",
  "notices.admin.signupWaiting": "A registration waits for approval",
  "notices.admin.resultDisputed": "A result is disputed",
  "notices.admin.walkoverAwaiting": "A walkover waits for a decision",
  "notices.admin.overdueList": "Matches are late",
  "notices.consoleEmpty": "No notices for the admin.",
  "notices.deliveries": "Email and push: {queued} queued · {sent} sent · {failed} failed",
  "notices.lastError": "Last error ({channel}): {message}",
};
