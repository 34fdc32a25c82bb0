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
  "notices.answered": "Answered",
  "notices.markAllRead": "Mark all read",
  "notices.markFailed": "Could not mark the notices read",
  "notices.markOneFailed": "Could not mark the notice read",
  "notices.switches": "How I am told",
  "notices.switchesHint":
    "This list always has every notice. Choose what else may reach you by email or on this phone.",
  "notices.switchesLoading": "Loading your choices...",
  "notices.email": "Email",
  "notices.push": "Phone",
  "notices.kindEmail": "{kind} by email",
  "notices.kindPush": "{kind} on the phone",
  "notices.pushNeedsDevice": "To choose what reaches your phone, first turn on notifications on this device.",
  "notices.saved": "Saved",
  "notices.saveFailed": "Could not save your choice",
  "notices.device": "Notifications on this device",
  "notices.deviceOn": "On for this device.",
  "notices.deviceOff": "Off for this device.",
  "notices.deviceBlocked":
    "Blocked by the browser. To turn them on, allow notifications for this site in the browser's settings.",
  "notices.deviceUnsupported":
    "Not supported by this browser. On an iPhone, add the app to the Home Screen first.",
  "notices.deviceNoService":
    "Could not subscribe: this browser has no push service. Your notices still arrive in the bell at the top.",
  "notices.deviceFailed": "Could not turn on notifications on this device. Please try again.",
  "notices.stoppedDevices": "Devices that stopped receiving notices",
  "notices.stoppedDevice":
    "{device} stopped receiving notices on {date}: its push service did not answer for a day. Turn notices on again on that device.",
  "notices.stoppedDeviceUnknown": "A device",
  "notices.kind.drawPublished": "A draw with me in it",
  "notices.kind.yourWeek": "My week, on Mondays",
  "notices.kind.resultReported": "A result in my match",
  "notices.kind.challenged": "A league challenge",
  "notices.kind.matchScheduled": "A match scheduled or moved",
  "notices.kind.deadlineTomorrow": "A deadline tomorrow",
  "notices.kind.signupApproved": "My signup approved",
  "notices.kind.resultSettled": "Results the club decides",
  "notices.kind.resultCleared": "Results the club clears",
  "notices.kind.walkoverRecorded": "Walkovers recorded",
  "notices.kind.extensionGranted": "Extra days for my matches",
  "notices.kind.qualified": "Qualifying for a knockout",
  "notices.kind.qualificationChanged": "Corrections that change who qualifies",
  "notices.kind.resultConfirmed": "My opponent confirmed my result",
  "notices.console": "Notices",
  "notices.consoleEmpty": "No notices for the admin.",
  "notices.deliveries": "Email and push: {queued} queued · {sent} sent · {failed} failed",
  "notices.lastError": "Last error ({channel}): {message}",
};
