"""Fetches every public GET and every admin GET of a running Tournament Hub into a folder.

Used by tests/ops/same_answers.sh, which runs it against two binaries serving copies of the
same demo club and compares the two folders byte for byte. The addresses are found from the
club itself (its tournaments, players, seasons, league matches, invitations), so a club with
more data is walked further. Each answer is saved as `<n>.txt`: the request, the status, the
content type, then the body; `index.txt` lists them. A calendar feed's DTSTAMP (the time the
feed was made) is the one volatile part, and is written as `<now>`.

Usage: same_answers.py BASE_URL ADMIN_PASSWORD OUT_DIR
"""

import json
import os
import re
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path


# SAME_ANSWERS_MASK_ASSETS=1: the UI's code changed on purpose (same_answers.sh's header).
MASK_ASSETS = os.environ.get("SAME_ANSWERS_MASK_ASSETS") == "1"
# SAME_ANSWERS_ADDED_FIELDS=a,b: fields a change adds beside the old ones; they are left out of
# every JSON object, and the OpenAPI document (which describes them) is not compared.
ADDED_FIELDS = {f for f in os.environ.get("SAME_ANSWERS_ADDED_FIELDS", "").split(",") if f}


def without_added(value):
    """`value` with the added fields left out of every object in it, however deep."""
    if isinstance(value, dict):
        return {k: without_added(v) for k, v in value.items() if k not in ADDED_FIELDS}
    if isinstance(value, list):
        return [without_added(v) for v in value]
    return value


class Client:
    def __init__(self, base: str):
        self.base = base
        self.cookie = None

    def request(self, path: str, *, language: str = "en", method: str = "GET", body=None):
        headers = {"Accept-Language": language, "Origin": self.base}
        if self.cookie:
            headers["Cookie"] = self.cookie
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        request = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return answer.status, answer.headers, answer.read()
        except urllib.error.HTTPError as refusal:
            return refusal.code, refusal.headers, refusal.read()

    def json(self, path: str):
        status, _, body = self.request(path)
        if status != 200:
            raise SystemExit(f"{path} answered {status}: {body[:200]!r}")
        return json.loads(body)

    def log_in(self, password: str):
        status, headers, body = self.request(
            "/api/admin/login", method="POST", body={"password": password}
        )
        if status not in (200, 204):
            raise SystemExit(f"admin login answered {status}: {body[:200]!r}")
        cookies = [value.split(";", 1)[0] for value in headers.get_all("Set-Cookie") or []]
        self.cookie = "; ".join(c for c in cookies if c.split("=", 1)[0].endswith("th_admin"))
        if not self.cookie:
            raise SystemExit("admin login set no th_admin cookie")


def items(answer):
    """The list inside a page answer ({items: [...]}) or the answer itself."""
    if isinstance(answer, dict):
        for key in ("items", "matches", "players", "entries"):
            if isinstance(answer.get(key), list):
                return answer[key]
        return []
    return answer


def public_paths(club: Client) -> list[str]:
    paths = [
        "/api/health",
        "/api/seasons",
        "/api/tournaments",
        "/api/tournaments/formats",
        "/api/players",
        "/api/rankings",
        "/api/this-week",
        "/api/league/matches",
        "/api/league/matches?limit=5&offset=5",
        "/api/league/history",
        "/api/league/options",
        "/api/scores/check?score=6-4%2C%206-3&winner=1",
        "/api/scores/check?score=6-4%2C%209-9",
        "/api/scores/check?score=6-4%2C%206-3&winner=2",
        "/",
        "/rankings",
        "/rules",
        "/display",
        "/admin",
        "/no-such-page",
        "/manifest.webmanifest",
        "/tournament-rules.txt",
        "/sw.js",
    ]
    seasons = [s.get("year", s.get("season")) for s in items(club.json("/api/seasons"))]
    for season in seasons:
        if season is not None:
            paths += [f"/api/players?season={season}", f"/api/rankings?season={season}"]
    paths += ["/api/players?season=all", "/api/rankings?season=all"]
    for status in ("pending", "completed"):
        paths.append(f"/api/league/matches?status={status}")

    for format_ in items(club.json("/api/tournaments/formats")):
        kind = format_.get("tournamentType") if isinstance(format_, dict) else None
        if kind:
            for count in (4, 8, 12, 17):
                paths.append(f"/api/tournaments/draw-plan?tournamentType={kind}&playerCount={count}")

    tournaments = items(club.json("/api/tournaments"))
    for tournament in tournaments:
        t = tournament["id"]
        paths += [
            f"/api/tournaments/{t}",
            f"/api/tournaments/{t}/matches",
            f"/api/tournaments/{t}/groups",
            f"/api/tournaments/{t}/group-players",
            f"/api/tournaments/{t}/players",
            f"/api/tournaments/{t}/progress",
            f"/api/tournaments/{t}/deletion",
            f"/api/tournaments/{t}/calendar.ics",
            f"/api/tournaments/{t}/calendar.ics?lang=es",
            f"/tournament/{t}",
        ]

    players = items(club.json("/api/players"))
    ids = [p["id"] for p in players]
    for index, p in enumerate(ids):
        paths += [
            f"/api/players/{p}",
            f"/api/players/{p}/profile",
            f"/api/players/{p}/matches",
            f"/api/players/{p}/matches?kind=league",
            f"/api/players/{p}/matches?kind=tournament&limit=3&offset=1",
            f"/api/players/{p}/ranking-history",
            f"/api/players/{p}/avatar",
            f"/api/players/{p}/calendar.ics",
            f"/api/players/{p}/calendar.ics?lang=es",
            f"/api/league/range/{p}",
            f"/player/{p}",
        ]
        if index + 1 < len(ids):
            paths.append(f"/api/players/{p}/head-to-head/{ids[index + 1]}")
        for season in seasons[:2]:
            paths.append(f"/api/players/{p}/profile?season={season}")
            paths.append(f"/api/players/{p}/ranking-history?season={season}")

    for match in items(club.json("/api/league/matches?limit=100")):
        paths.append(f"/api/league/matches/{match['id']}/history")
    return paths


def admin_paths(club: Client) -> list[str]:
    players = items(club.json("/api/players"))
    some = ",".join(str(p["id"]) for p in players[:6])
    paths = [
        "/api/admin/status",
        "/api/admin/audit",
        "/api/admin/audit?limit=5&offset=2",
        "/api/admin/fees",
        f"/api/admin/eligibility?players={some}",
        "/api/invitations",
    ]
    for season in [s.get("year", s.get("season")) for s in items(club.json("/api/seasons"))][:2]:
        paths.append(f"/api/admin/fees?season={season}")
    for invitation in items(club.json("/api/invitations")):
        key = invitation.get("key") or invitation.get("token")
        if key:
            paths.append(f"/api/invitations/{urllib.parse.quote(str(key))}")
    return paths


def main() -> None:
    base, password, out = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    visitor = Client(base)
    admin = Client(base)
    admin.log_in(password)

    public = public_paths(visitor)
    # The visitor's answers in both languages where the language shows, then every public
    # and admin GET with the admin's cookie (an admin sees private fields and drafts).
    plan = [("visitor", "en", path) for path in public]
    plan += [("visitor", "es", path) for path in public if not path.startswith("/api/players/")]
    plan += [("admin", "en", path) for path in public + admin_paths(admin)]

    index = []
    for number, (who, language, path) in enumerate(plan):
        client = admin if who == "admin" else visitor
        status, headers, body = client.request(path, language=language)
        kind = headers.get("Content-Type", "")
        if MASK_ASSETS and (kind.startswith("text/html") or path == "/sw.js"):
            # A change of the UI's code renames its bundle: the shell's asset names and the
            # service worker's list of them are masked, the rest of each page still compared.
            body = re.sub(rb"/assets/[A-Za-z0-9_.-]+", b"/assets/*", body)
            body = re.sub(rb'const (VERSION|PRECACHE) = [^;]*;', rb"const \1 = *;", body)
        if ADDED_FIELDS and kind.startswith("application/json"):
            if path.startswith("/api/openapi.json"):
                body = b"<the OpenAPI document describes the added fields>"
            else:
                # Written back compactly, as the server writes JSON: both builds alike.
                body = json.dumps(
                    without_added(json.loads(body)), ensure_ascii=False, separators=(",", ":")
                ).encode()
        if kind.startswith("text/calendar"):
            # The one answer that carries the clock: DTSTAMP is when the feed was made.
            body = re.sub(rb"DTSTAMP:\d{8}T\d{6}Z", b"DTSTAMP:<now>", body)
        head = f"{who} {language} GET {path}\n{status} {kind}\n\n".encode()
        (out / f"{number:05}.txt").write_bytes(head + body)
        index.append(f"{number:05} {status} {who} {language} {path}")
    (out / "index.txt").write_text("\n".join(index) + "\n")
    print(f"{len(plan)} answers")


if __name__ == "__main__":
    main()
