import { describe, expect, it } from "vitest";
import { calendarLinks } from "./links";

describe("calendarLinks", () => {
  it("gives the feed in the page's language, as webcal and as a Google subscription", () => {
    const links = calendarLinks("/api/tournaments/3/calendar.ics", "es", "https://club.example");
    expect(links.https).toBe("https://club.example/api/tournaments/3/calendar.ics?lang=es");
    expect(links.webcal).toBe("webcal://club.example/api/tournaments/3/calendar.ics?lang=es");
    expect(links.google).toBe(
      "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fclub.example%2Fapi%2Ftournaments%2F3%2Fcalendar.ics%3Flang%3Des",
    );
  });

  it("turns a plain http address into webcal too", () => {
    const links = calendarLinks("/api/players/7/calendar.ics", "en", "http://127.0.0.1:8080");
    expect(links.webcal).toBe("webcal://127.0.0.1:8080/api/players/7/calendar.ics?lang=en");
  });
});
