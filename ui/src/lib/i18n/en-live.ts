/** English texts of the live updates (issue 18). Part of `en`. */
export const enLive = {
  "live.on": "Live",
  "live.reconnecting": "Reconnecting…",
};
