"""Writes at a steady pace, as members recording and confirming their own results.

Usage: python3 bench/member_writer.py BASE RATE SECONDS MEMBERS MATCHES
MEMBERS: a file of `player address cookie` lines (bench/member_sign_in.py). MATCHES: a file of
`match player1 player2` lines, pending tournament matches whose two players are members.
RATE writes a second, for SECONDS (or until killed with SIGTERM), alternating: a player of
the next match records its result (POST /api/matches/result, player 1 and player 2 taking
turns as the reporter and as the winner), then their opponent confirms it
(POST /api/matches/{id}/confirm). Each member sends from their own phone's loopback address
with their own th_member cookie, over a connection of their own. Prints one line: writes,
seconds, writes/s, p50 ms, p99 ms, errors, then the records' p99 and the confirmations' p99.
"""

import http.client
import json
import signal
import sys
import time
import urllib.parse

base, rate, seconds = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
members = {}
with open(sys.argv[4]) as lines:
    for line in lines:
        player, address, cookie = line.split()
        members[int(player)] = (address, cookie)
with open(sys.argv[5]) as lines:
    matches = [tuple(int(v) for v in line.split()) for line in lines if line.strip()]
url = urllib.parse.urlparse(base)
stop = False


def finish(*_):
    global stop
    stop = True


signal.signal(signal.SIGTERM, finish)

connections = {}


def send(player, method, path, body):
    """Sends as member `player`; returns the status (0 when the connection failed)."""
    address, cookie = members[player]
    headers = {"Cookie": cookie, "Origin": base}
    if body is not None:
        # A confirmation goes without a body, so without a JSON type: an empty JSON body is
        # malformed (400 json_malformed).
        headers["Content-Type"] = "application/json"
    for attempt in (1, 2):
        conn = connections.get(player)
        if conn is None:
            conn = http.client.HTTPConnection(
                url.hostname, url.port, timeout=10, source_address=(address, 0)
            )
            connections[player] = conn
        try:
            conn.request(method, path, json.dumps(body) if body is not None else None, headers)
            response = conn.getresponse()
            text = response.read()
            if response.status >= 300:
                print(f"{method} {path}: {response.status} {text[:200]!r}", file=sys.stderr)
            return response.status
        except (OSError, http.client.HTTPException):
            # An idle phone's connection the server closed: open a new one, once.
            conn.close()
            del connections[player]
            if attempt == 2:
                return 0


latencies, kinds, errors = [], {"record": [], "confirm": []}, 0
started = time.monotonic()
n = 0
while not stop and time.monotonic() - started < seconds:
    due = started + n / rate
    pause = due - time.monotonic()
    if pause > 0:
        time.sleep(pause)
    k = n // 2
    if k >= len(matches):
        print(f"out of pending matches after {n} writes", file=sys.stderr)
        break
    match, p1, p2 = matches[k]
    reporter, opponent = (p1, p2) if k % 2 == 0 else (p2, p1)
    began = time.monotonic()
    if n % 2 == 0:
        kind = "record"
        p1_wins = (k // 2) % 2 == 0
        body = {"matchId": match, "winnerId": p1 if p1_wins else p2,
                "score": "6-4, 7-5" if p1_wins else "4-6, 5-7"}
        status = send(reporter, "POST", "/api/matches/result", body)
    else:
        kind = "confirm"
        status = send(opponent, "POST", f"/api/matches/{match}/confirm", None)
    took = (time.monotonic() - began) * 1000
    if not 200 <= status < 300:
        errors += 1
    latencies.append(took)
    kinds[kind].append(took)
    n += 1

elapsed = time.monotonic() - started


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))] if values else 0.0


print(f"{n} {elapsed:.1f} {n / elapsed:.2f} {pct(latencies, 0.5):.2f} {pct(latencies, 0.99):.2f} "
      f"{errors} {pct(kinds['record'], 0.99):.2f} {pct(kinds['confirm'], 0.99):.2f}")
