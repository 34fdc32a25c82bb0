"""Signs members in as their phones would, through the links the admin makes.

Usage: python3 bench/member_sign_in.py BASE ADMIN_COOKIE PLAYER_IDS
PLAYER_IDS: space separated. For each player the admin makes a sign-in link
(POST /api/admin/players/{id}/sign-in-link), and the member taps it (POST /api/me/sign-in)
from a loopback address of their own (127.1.x.y, the i-th player's), as a phone of their own
would: the sign-in budget per client then sees that many phones, not one. Prints one line per
member: player id, address, th_member cookie (name=value), space separated.
"""

import http.client
import json
import sys
import urllib.parse

base, admin, players = sys.argv[1], sys.argv[2], [int(p) for p in sys.argv[3].split()]
url = urllib.parse.urlparse(base)
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)


def address(i):
    """The i-th member's phone: 127.1.0.1 to 127.1.0.250, then 127.1.1.1, ..."""
    return f"127.1.{i // 250}.{i % 250 + 1}"


def admin_call(path):
    global conn
    headers = {"Origin": base, "Content-Type": "application/json", "Cookie": admin}
    for attempt in (1, 2):
        try:
            conn.request("POST", path, body="{}", headers=headers)
            answer = conn.getresponse()
            return answer.status, answer.read()
        except (ConnectionError, http.client.HTTPException):
            # The server closes a kept-alive connection after a while: open a new one.
            conn.close()
            conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
            if attempt == 2:
                raise


for i, player in enumerate(players):
    status, body = admin_call(f"/api/admin/players/{player}/sign-in-link")
    if status != 201:
        sys.exit(f"sign-in link for player {player}: {status} {body[:200]!r}")
    token = json.loads(body)["url"].split("#", 1)[1]
    phone = http.client.HTTPConnection(
        url.hostname, url.port, timeout=30, source_address=(address(i), 0)
    )
    phone.request("POST", "/api/me/sign-in", body=json.dumps({"token": token}),
                  headers={"Origin": base, "Content-Type": "application/json"})
    answer = phone.getresponse()
    status, headers, body = answer.status, answer.getheaders(), answer.read()
    phone.close()
    if status not in (200, 204):
        sys.exit(f"sign-in of player {player}: {status} {body[:200]!r}")
    cookies = [v.split(";", 1)[0] for k, v in headers if k.lower() == "set-cookie"]
    member = [c for c in cookies if c.split("=", 1)[0].endswith("th_member")]
    if not member:
        sys.exit(f"sign-in of player {player} set no member cookie")
    print(player, address(i), member[0])
print(f"  {len(players)} member sessions", file=sys.stderr)
