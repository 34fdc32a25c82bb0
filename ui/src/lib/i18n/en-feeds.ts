/** English texts of "Add to calendar" (the calendar feeds). Part of `en`. */
export const enFeeds = {
  "feeds.add": "Add to calendar",
  "feeds.title": "Add to calendar",
  "feeds.lead": "The matches of {what} in your phone's calendar, with the results as they come in.",
  "feeds.apple": "iPhone, iPad or Mac calendar",
  "feeds.google": "Google Calendar (Android)",
  "feeds.download": "Download the .ics file",
  "feeds.address": "Calendar address, for any other app",
  "feeds.copy": "Copy",
  "feeds.copied": "Copied",
  "feeds.refreshNote":
    "A subscribed calendar refreshes on its own schedule: Apple's about every hour, Google's every few hours. A downloaded file does not change.",
};
