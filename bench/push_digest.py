"""The helper of bench/push_digest.sh.

  push_digest.py setup DB BASE ADMIN_COOKIE MEMBERS MONDAY
      Puts the first MEMBERS approved players of DB (by id) in 20-player hybrids that start
      on MONDAY (yyyy-mm-dd), made through the API at BASE, so each has a group match due by
      the Sunday: each is in that Monday's digest, which the server writes itself at 07:00.

  push_digest.py subscribe DB MEMBERS SINK
      Gives each of those members a session and one push subscription on the push service
      at SINK (SINK/push/PLAYER), with the keys of RFC 8291's example browser (a real P-256
      point, so the server encrypts for it and bench/push_sink.py can decrypt).

  push_digest.py hang DB MEMBERS ORIGIN COUNT
      Gives one of those members (the middle one) COUNT more subscriptions on the push
      service at ORIGIN (ORIGIN/push/PLAYER/N). Prints the member's id.

  push_digest.py watch DB SECONDS OUT
      Polls the database (read-only) every 10 ms for the digest's commit (the first
      `your_week` notice) for up to SECONDS; writes to OUT the commit as unix seconds (`-`
      if none came).

  push_digest.py digest DB COMMITTED [EXCLUDED_PLAYER]   (the sink's /log on stdin)
      Prints one line: `expected accepted p50 p99 all others repeats lost`: the digest's
      pushes to the sink (one per member) and how many were accepted; the seconds from the
      commit (unix seconds) until half, 99% and all of them were first accepted; how many
      pushes of other kinds were accepted; how many pushes came again to an endpoint that
      had taken them (the same notice id); and how many of the digest's pushes never came.
      EXCLUDED_PLAYER's pushes are left out of the times (`-` for a share not reached).

  push_digest.py window BUCKETS FROM TO
      Reads per second between unix seconds FROM and TO, from the per-100 ms counts that the
      wrk script wrote to BUCKETS (`bucket count` lines); `-` when the window is empty.
"""

import http.client
import json
import math
import secrets
import sqlite3
import sys
import time
import urllib.parse

SIZE = 20
P256DH = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
AUTH = "BTBZMqHH6r4Tts7J_aSIgg"


def members(db, wanted):
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30) as read:
        players = [r[0] for r in read.execute(
            "SELECT id FROM players WHERE status = 'approved' ORDER BY id LIMIT ?", (wanted,))]
    if len(players) < wanted:
        sys.exit(f"only {len(players)} approved players")
    return players


def setup(db, base, admin, wanted, monday):
    url = urllib.parse.urlparse(base)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
    headers = {"Origin": base, "Content-Type": "application/json", "Cookie": admin}

    def call(method, path, body=None):
        conn.request(method, path, json.dumps(body) if body is not None else None, headers)
        answer = conn.getresponse()
        return answer.status, json.loads(answer.read() or b"null")

    players = members(db, wanted)
    for t in range(wanted // SIZE):
        chosen = players[t * SIZE:(t + 1) * SIZE]
        status, created = call("POST", "/api/tournaments", {
            "name": f"Push Digest Cup {t + 1}", "startDate": monday, "playerCount": SIZE,
            "tournamentType": "hybrid", "status": "active", "selectedPlayerIds": chosen})
        if status != 201:
            sys.exit(f"creating a tournament: {status} {created}")
        status, schedule = call("POST", f"/api/tournaments/{created['id']}/generate-matches")
        if status != 200:
            sys.exit(f"generating its matches: {status} {schedule}")
    print(f"  {wanted // SIZE} hybrids starting on {monday}", file=sys.stderr)


def subscribe(db, wanted, sink):
    players = members(db, wanted)
    c = sqlite3.connect(db, timeout=30, isolation_level=None)
    c.execute("BEGIN IMMEDIATE")
    for player in players:
        add_device(c, player, f"{sink}/push/{player}")
    c.execute("COMMIT")
    print(f"  {len(players)} subscriptions", file=sys.stderr)


def add_device(c, player, endpoint):
    now = int(time.time())
    today = time.strftime("%Y-%m-%d", time.gmtime(now - 6 * 3600))
    session = c.execute(
        "INSERT INTO member_sessions (token_hash, player_id, created_at, last_used_on) "
        "VALUES (?, ?, ?, ?)", (secrets.token_hex(32), player, now, today)).lastrowid
    c.execute(
        "INSERT INTO push_subscriptions (player_id, session_id, endpoint, p256dh, auth, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?)", (player, session, endpoint, P256DH, AUTH, now))


def hang(db, wanted, origin, count):
    players = members(db, wanted)
    player = players[len(players) // 2]
    c = sqlite3.connect(db, timeout=30, isolation_level=None)
    c.execute("BEGIN IMMEDIATE")
    for n in range(count):
        add_device(c, player, f"{origin}/push/{player}/{n + 1}")
    c.execute("COMMIT")
    print(player)


def watch(db, seconds, out):
    deadline = time.time() + seconds
    committed = None
    while committed is None and time.time() < deadline:
        try:
            with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1) as read:
                if read.execute("SELECT EXISTS (SELECT 1 FROM notices WHERE kind = 'your_week')").fetchone()[0]:
                    committed = time.time()
        except sqlite3.Error:
            pass
        time.sleep(0.01)
    with open(out, "w") as result:
        print(f"{committed:.3f}" if committed else "-", file=result)


def digest(db, committed, excluded):
    log = json.load(sys.stdin)
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=30) as read:
        due = read.execute(
            "SELECT n.player_id, n.id FROM notices n JOIN deliveries d ON d.notice_id = n.id "
            "WHERE n.kind = 'your_week' AND d.channel = 'push'").fetchall()
    expected = {(f"/push/{player}", notice): player for player, notice in due}
    first, seen, repeats, others = {}, set(), 0, 0
    for path, at, notice, kind in log:
        key = (path, notice)
        if key in seen:
            repeats += 1
            continue
        seen.add(key)
        if key in expected:
            first[key] = at
        elif kind != "your_week":
            others += 1
    lost = sum(1 for key in expected if key not in first)
    waits = sorted(at - committed for key, at in first.items() if expected[key] != excluded)
    wanted = sum(1 for player in expected.values() if player != excluded)

    def after(share):
        needed = max(1, -(-wanted * share // 100))
        if committed <= 0 or len(waits) < needed:
            return "-"
        return f"{waits[needed - 1]:.2f}"

    print(len(expected), len(first), after(50), after(99), after(100), others, repeats, lost)


def window(buckets, start, end):
    counts = {}
    with open(buckets) as lines:
        for line in lines:
            bucket, n = line.split()
            counts[int(bucket)] = counts.get(int(bucket), 0) + int(n)
    if not counts:
        print("-")
        return
    # The whole 100 ms buckets inside the window, leaving out the load's first and last
    # (partial) ones.
    first = max(math.ceil(start * 10), min(counts) + 1)
    last = min(math.floor(end * 10) - 1, max(counts) - 1)
    if last < first:
        print("-")
        return
    total = sum(counts.get(b, 0) for b in range(first, last + 1))
    print(f"{total / ((last - first + 1) / 10):.0f}")


if __name__ == "__main__":
    command, args = sys.argv[1], sys.argv[2:]
    if command == "setup":
        setup(args[0], args[1], args[2], int(args[3]), args[4])
    elif command == "subscribe":
        subscribe(args[0], int(args[1]), args[2])
    elif command == "hang":
        hang(args[0], int(args[1]), args[2], int(args[3]))
    elif command == "watch":
        watch(args[0], float(args[1]), args[2])
    elif command == "digest":
        digest(args[0], float(args[1]), int(args[2]) if len(args) > 2 else None)
    elif command == "window":
        window(args[0], float(args[1]), float(args[2]))
    else:
        sys.exit(__doc__)
