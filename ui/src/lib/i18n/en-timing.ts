/**
 * English texts of match deadlines, days, hours and courts (docs/rules.md#deadlines): the
 * member's "Set day, hour and court" and "Today at the club". Part of `en`; the console's
 * Overdue tab is in `en-console.ts`.
 */
export const enTiming = {
  "timing.upcoming": "Upcoming",
  "timing.thisWeek": "This week",
  "timing.late": "Late",
  "timing.overdue": "Overdue",
  "timing.deadline": "Play by {date}",
  "timing.until": "may move until {date}",
  "timing.notSet": "Day, hour and court not set yet",
  "timing.set": "Set day, hour and court",
  "timing.change": "Change day, hour or court",
  "timing.dialogTitle": "When and where",
  "timing.window": "Any day from {from} to {until}.",
  "timing.date": "Day",
  "timing.time": "Hour",
  "timing.cancha": "Court",
  "timing.noTime": "No hour yet",
  "timing.noCancha": "No court yet",
  "timing.court": "Court {n}",
  "timing.save": "Save",
  "timing.saving": "Saving...",
  "timing.cancel": "Cancel",
  "timing.saved": "Match day saved",
  "timing.failed": "Could not save the match day",
  "timing.problem.date": "Choose the day.",
  "timing.problem.noSuchDate": "That day does not exist.",
  "timing.problem.outside": "Choose a day from {from} to {until}.",

  "today.title": "Today at the club",
  "today.empty": "No match is set for today.",
  "today.noTime": "No hour",
  "today.played": "Played",
  "today.league": "League",
  "today.pending": "Pending from earlier weeks",
  "today.pendingEmpty": "Nothing pending from earlier weeks.",
  "today.weekShort": "Week {week}",
};
