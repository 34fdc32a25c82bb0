"""Reads the calendar feeds with a real iCalendar parser (the `icalendar` package), as a
phone's calendar would, and checks them against the API: every match is an event under a
stable UID, on its week or at its time in Costa Rica's zone, with names (commas, semicolons,
quotes, accents) read back exactly, in English and in Spanish.

Usage: python feeds_check.py BASE_URL PLAYER_ID TRICKY_NAME
"""

import datetime as dt
import json
import sys
import urllib.request

from icalendar import Calendar

base, player, tricky = sys.argv[1], int(sys.argv[2]), sys.argv[3]
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)


def get(path):
    with urllib.request.urlopen(base + path, timeout=10) as answer:
        return answer.headers.get("Content-Type"), answer.read()


def api(path):
    return json.loads(get(path)[1])


def feed(path):
    kind, body = get(path)
    check(kind == "text/calendar; charset=utf-8", f"{path}: Content-Type {kind}")
    calendar = Calendar.from_ical(body)
    check(str(calendar.get("REFRESH-INTERVAL", "")) != "" or b"REFRESH-INTERVAL;VALUE=DURATION:PT1H" in body,
          f"{path}: no REFRESH-INTERVAL")
    check(b"X-PUBLISHED-TTL:PT1H\r\n" in body, f"{path}: no X-PUBLISHED-TTL")
    events = {str(event["UID"]): event for event in calendar.walk("VEVENT")}
    check(len(events) == len(calendar.walk("VEVENT")), f"{path}: a UID twice")
    return calendar, events


def day(text):
    return dt.date.fromisoformat(text)


checked_events = 0
for tournament in api("/api/tournaments"):
    tid = tournament["id"]
    matches = [m for m in api(f"/api/tournaments/{tid}/matches") if not m["isBye"]]
    start = day(tournament["startDate"])
    english = feed(f"/api/tournaments/{tid}/calendar.ics")[1]
    spanish = feed(f"/api/tournaments/{tid}/calendar.ics?lang=es")[1]
    again = feed(f"/api/tournaments/{tid}/calendar.ics")[1]
    check(set(english) == set(again), f"tournament {tid}: UIDs changed between two reads")
    check(set(english) == set(spanish), f"tournament {tid}: other UIDs in Spanish")
    check(set(english) == {f"match-{m['id']}@tournament-hub" for m in matches},
          f"tournament {tid}: events are not its matches")
    for m in matches:
        event = english.get(f"match-{m['id']}@tournament-hub")
        if event is None:
            continue
        first = start + dt.timedelta(days=7 * (m["week"] - 1))
        begins, ends = event["DTSTART"].dt, event["DTEND"].dt
        check(type(begins) is dt.date and begins == first, f"match {m['id']}: DTSTART {begins}, not {first}")
        check(type(ends) is dt.date and ends == first + dt.timedelta(days=7), f"match {m['id']}: DTEND {ends}")
        summary = str(event["SUMMARY"])
        check(summary.endswith(" · " + tournament["name"]), f"match {m['id']}: SUMMARY {summary!r}")
        for name in (m["player1Name"], m["player2Name"]):
            if name:
                check(name in summary, f"match {m['id']}: {name!r} not in {summary!r}")
        checked_events += 1

calendar, english = feed(f"/api/players/{player}/calendar.ics")
_, spanish = feed(f"/api/players/{player}/calendar.ics?lang=es")
check(str(calendar["X-WR-CALNAME"]) == f"{tricky} · Tournament Hub", f"calendar name {calendar['X-WR-CALNAME']!r}")
check(set(english) == set(spanish), "player feed: other UIDs in Spanish")
zones = [str(zone["TZID"]) for zone in calendar.walk("VTIMEZONE")]
league = []
offset = 0
while True:
    page = api(f"/api/league/matches?player={player}&limit=100&offset={offset}")
    league += page
    offset += 100
    if len(page) < 100:
        break
check(len(league) > 0, "the player has no league match to check")
for m in league:
    event = english.get(f"league-{m['id']}@tournament-hub")
    check(event is not None, f"league match {m['id']} missing from the player's feed")
    if event is None:
        continue
    begins, ends = event["DTSTART"].dt, event["DTEND"].dt
    if m["time"]:
        hour, minute = map(int, m["time"].split(":"))
        check(isinstance(begins, dt.datetime) and begins.tzinfo is not None,
              f"league {m['id']}: a timed match without its zone: {begins!r}")
        check(begins.utcoffset() == dt.timedelta(hours=-6), f"league {m['id']}: offset {begins.utcoffset()}")
        check((begins.date(), begins.hour, begins.minute) == (day(m["date"]), hour, minute),
              f"league {m['id']}: starts {begins}, not {m['date']} {m['time']}")
        check(ends - begins == dt.timedelta(minutes=90), f"league {m['id']}: lasts {ends - begins}")
        check(event["DTSTART"].params.get("TZID") == "America/Costa_Rica", f"league {m['id']}: TZID")
    else:
        check(type(begins) is dt.date and begins == day(m["date"]), f"league {m['id']}: DTSTART {begins}")
        check(ends == begins + dt.timedelta(days=1), f"league {m['id']}: DTEND {ends}")
    if m["cancha"]:
        check(str(event["LOCATION"]) == f"Court {m['cancha']}", f"league {m['id']}: LOCATION")
        check(str(spanish[f"league-{m['id']}@tournament-hub"]["LOCATION"]) == f"Cancha {m['cancha']}",
              f"league {m['id']}: Spanish LOCATION")
    summary = str(event["SUMMARY"])
    check(tricky in summary, f"league {m['id']}: the name did not come back exactly: {summary!r}")
    check(summary.endswith(" · Challenge League"), f"league {m['id']}: {summary!r}")
    check(str(spanish[f"league-{m['id']}@tournament-hub"]["SUMMARY"]).endswith(" · Liga de retos"),
          f"league {m['id']}: Spanish SUMMARY")
    checked_events += 1
if any(m["time"] for m in league):
    check(zones == ["America/Costa_Rica"], f"VTIMEZONE {zones}")

if failures:
    print("calendar: FAILED:\n  " + "\n  ".join(failures[:20]), file=sys.stderr)
    sys.exit(1)
print(f"calendar: {checked_events} events read back by the icalendar parser")
