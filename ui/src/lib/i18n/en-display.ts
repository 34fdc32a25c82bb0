/** English texts of the clubhouse display (`/display`) and its admin note. Part of `en`. */
export const enDisplay = {
  "display.title": "Clubhouse display",
  "display.thisWeek": "This week",
  "display.weekDates": "Week {week} · {first} – {last}",
  "display.groups": "Group standings",
  "display.bracket": "Knockout",
  "display.rankings": "Overall ranking · Top 10",
  "display.league": "Challenge League",
  "display.latestResults": "Latest results",
  "display.pendingChallenges": "Pending challenges",
  "display.noMatchesThisWeek": "No matches this week.",
  "display.noResults": "No results yet.",
  "display.noPending": "No pending challenges.",
  "display.noRankings": "No ranked players yet.",
  "display.comingSoon": "Coming soon",
  "display.startsOn": "Starts {date}",
  "display.playersIn": "{registered} of {count} players in",
  "display.page": "{page} of {pages}",
  "display.nothing": "Nothing to show yet.",
  "display.colPlayer": "Player",
  "display.colWins": "W",
  "display.colLosses": "L",
  "display.colSets": "Sets",
  "display.colPoints": "Pts",

  "adminDisplay.title": "Clubhouse display",
  "adminDisplay.body":
    "A full-screen page for the clubhouse TV: this week's matches, group tables, the knockout, the ranking and the league, in turn, updating by itself as results are entered.",
  "adminDisplay.open": "Open the display",
  "adminDisplay.kiosk":
    "For a kiosk, start Chromium full screen on this address at login: chromium --kiosk --noerrdialogs {url}. Add ?every=20 to change the seconds per screen, ?panels=matches,bracket to choose the screens, ?lang=es for Spanish.",
};
