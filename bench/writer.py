"""Writes at a steady pace, as an admin entering scores on a tournament evening.

Usage: python3 bench/writer.py BASE COOKIE RATE SECONDS LEAGUE_IDS RESULTS
LEAGUE_IDS: completed league match ids, space separated. RESULTS: id:winner:score items
(score with _ for spaces) of a tournament's completed group matches. Alternates league score
edits and tournament result edits, RATE a second, for SECONDS (or until killed with SIGTERM),
then prints one line: writes, seconds, writes/s, p50 ms, p99 ms, errors; and on standard
error the p50 and p99 of each kind of write (league score edits, result edits).
"""

import http.client
import json
import signal
import sys
import time
import urllib.parse

base, cookie, rate, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
league = sys.argv[5].split()
results = [item.split(":", 2) for item in sys.argv[6].split()]
url = urllib.parse.urlparse(base)
headers = {"Cookie": cookie, "Content-Type": "application/json", "Origin": base}
stop = False


def finish(*_):
    global stop
    stop = True


signal.signal(signal.SIGTERM, finish)

latencies, errors = [], 0
by_kind = {"league score edits": [], "result edits": []}
connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
started = time.monotonic()
n = 0
while not stop and time.monotonic() - started < seconds:
    due = started + n / rate
    pause = due - time.monotonic()
    if pause > 0:
        time.sleep(pause)
    if n % 2 == 0:
        match = league[(n // 2) % len(league)]
        # Alternate two scores so that every edit really changes the totals.
        games = [[6, 4], [6, 3]] if (n // 2) % 2 == 0 else [[6, 4], [3, 6], [6, 2]]
        body = {"setsPlayed": len(games),
                "setScores": [{"player1Score": a, "player2Score": b} for a, b in games]}
        path = f"/api/league/matches/{match}"
    else:
        match, winner, score = results[(n // 2) % len(results)]
        body = {"winnerId": int(winner), "score": score.replace("_", " ")}
        path = f"/api/matches/{match}"
    began = time.monotonic()
    try:
        connection.request("PATCH", path, json.dumps(body), headers)
        response = connection.getresponse()
        response.read()
        if response.status >= 300:
            errors += 1
    except (OSError, http.client.HTTPException):
        errors += 1
        connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    latencies.append((time.monotonic() - began) * 1000)
    by_kind["league score edits" if n % 2 == 0 else "result edits"].append(latencies[-1])
    n += 1

elapsed = time.monotonic() - started
latencies.sort()


def pct(p):
    return latencies[min(len(latencies) - 1, int(len(latencies) * p))] if latencies else 0.0


print(f"{n} {elapsed:.1f} {n / elapsed:.2f} {pct(0.5):.2f} {pct(0.99):.2f} {errors}")
for kind, times in by_kind.items():
    times.sort()
    if times:
        p50 = times[len(times) // 2]
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        print(f"{kind}: {len(times)}, p50 {p50:.2f} ms, p99 {p99:.2f} ms", file=sys.stderr)
