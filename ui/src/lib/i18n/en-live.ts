/** English texts of the live updates (issue 18). Part of `en`. */
export const enLive = {
  "live.on": "Live",
  "live.reconnecting": "Reconnecting…",
  "offline.lastSeen": "You are offline: this is what was last seen, on {date} at {time}.",
};
