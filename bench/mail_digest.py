"""The helper of bench/mail_digest.sh.

  mail_digest.py setup BASE ADMIN_COOKIE MEMBERS MONDAY
      Adds MEMBERS approved players, each with an email, and puts them in 20-player hybrids
      that start on MONDAY (yyyy-mm-dd), so each has a group match due by the Sunday: each is
      in Monday's digest. Records the admin's result of one later match per tournament, for
      the writes to edit. Prints one line per recorded result: `match winner score` (the
      score's spaces as underscores).

  mail_digest.py watch DB SINK_DIR EXPECTED SECONDS OUT
      Polls the database (read-only) every 10 ms for the digest's commit (the first
      `your_week` notice), then the sink's accepted.log, until EXPECTED messages are accepted
      or SECONDS have passed; writes to OUT one line: `committed accepted p50 p99 all`, the
      commit as unix seconds, how many were accepted, and the seconds from the commit until
      half, 99% and all of them were accepted (`-` for a share not reached).

  mail_digest.py queued DB
      Prints how many email deliveries the digest's notices have (0 when the digest was
      written without any: see mail_digest.sh's warning).
"""

import http.client
import json
import os
import sqlite3
import sys
import time
import urllib.parse

SIZE = 20


def setup(base, admin, members, monday):
    url = urllib.parse.urlparse(base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
    headers = {"Origin": base, "Content-Type": "application/json", "Cookie": admin}

    def call(method, path, body=None):
        conn.request(method, path, json.dumps(body) if body is not None else None, headers)
        answer = conn.getresponse()
        return answer.status, json.loads(answer.read() or b"null")

    players = []
    for i in range(members):
        status, made = call(
            "POST", "/api/players", {"name": f"Socio {i + 1:04d}", "email": f"socio{i + 1:04d}@club.example"}
        )
        if status != 201:
            sys.exit(f"adding a player: {status} {made}")
        players.append(made["id"])
    for t in range(members // SIZE):
        chosen = players[t * SIZE:(t + 1) * SIZE]
        status, created = call("POST", "/api/tournaments", {
            "name": f"Digest Cup {t + 1}", "startDate": monday, "playerCount": SIZE,
            "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": chosen})
        if status != 201:
            sys.exit(f"creating a tournament: {status} {created}")
        status, schedule = call("POST", f"/api/tournaments/{created['id']}/generate-matches")
        if status != 200:
            sys.exit(f"generating its matches: {status} {schedule}")
        later = [m for m in schedule if m["week"] >= 2 and m["player1Id"] and m["player2Id"]]
        if not later:
            sys.exit("no later group match to record")
        m = later[-1]
        body = {"matchId": m["id"], "winnerId": m["player1Id"], "score": "6-4, 6-4"}
        status, done = call("POST", "/api/matches/result", body)
        if status != 200:
            sys.exit(f"recording a result: {status} {done}")
        print(m["id"], m["player1Id"], "6-4,_6-4")


def watch(db, sink_dir, expected, seconds, out):
    deadline = time.time() + seconds
    committed = None
    accepted = []
    log = os.path.join(sink_dir, "accepted.log")
    while time.time() < deadline:
        if committed is None:
            try:
                with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1) as read:
                    found = read.execute(
                        "SELECT count(*) FROM notices WHERE kind = 'your_week'").fetchone()[0]
                if found:
                    committed = time.time()
            except sqlite3.Error:
                pass
        elif os.path.exists(log):
            with open(log) as lines:
                accepted = [float(line.split()[0]) for line in lines if line.strip()]
            if len(accepted) >= expected:
                break
        time.sleep(0.01)

    def after(share):
        needed = max(1, -(-expected * share // 100))
        if committed is None or len(accepted) < needed:
            return "-"
        return f"{sorted(accepted)[needed - 1] - committed:.1f}"

    with open(out, "w") as result:
        print(committed or "-", len(accepted), after(50), after(99), after(100), file=result)


def queued(db):
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30) as read:
        print(read.execute(
            "SELECT count(*) FROM deliveries d JOIN notices n ON n.id = d.notice_id "
            "WHERE n.kind = 'your_week' AND d.channel = 'email'").fetchone()[0])


if __name__ == "__main__":
    if sys.argv[1] == "setup":
        setup(sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
    elif sys.argv[1] == "watch":
        watch(sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5]), sys.argv[6])
    elif sys.argv[1] == "queued":
        queued(sys.argv[2])
    else:
        sys.exit(__doc__)
