"""A local push service for bench/push_digest.sh, on 127.0.0.1 only.

Usage: python3 bench/push_sink.py PORT DELAY_SECONDS

Takes every POST as a push service does (201 Created), after DELAY_SECONDS, and notes when
each was accepted. A push must look like one (an aes128gcm body with a 4096-byte record size
and a 65-byte key id, a VAPID Authorization, TTL and Urgency); one that does not gets 400 and
is counted as malformed. It does not decrypt (the integration tests do: tests/it/push.rs).

  GET /count    "accepted malformed"
  GET /times    JSON [[path, unix time accepted], ...]
  GET /reset    forgets everything so far
"""

import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

port, delay = int(sys.argv[1]), float(sys.argv[2])
lock = threading.Lock()
accepted = []
malformed = 0


def looks_like_a_push(headers, body):
    return (
        len(body) > 86
        and body[16:20] == (4096).to_bytes(4, "big")
        and body[20] == 65
        and headers.get("Content-Encoding") == "aes128gcm"
        and (headers.get("Authorization") or "").startswith("vapid t=")
        and headers.get("TTL", "").isdigit()
        and headers.get("Urgency") in ("high", "normal")
    )


class Sink(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *_):
        pass

    def answer(self, status, text=""):
        data = text.encode()
        self.send_response(status)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        global malformed
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if not looks_like_a_push(self.headers, body):
            with lock:
                malformed += 1
            self.answer(400)
            return
        if delay > 0:
            time.sleep(delay)
        with lock:
            accepted.append((self.path, time.time()))
        self.answer(201)

    def do_GET(self):
        global malformed
        with lock:
            if self.path == "/count":
                self.answer(200, f"{len(accepted)} {malformed}")
            elif self.path == "/times":
                self.answer(200, json.dumps(accepted))
            elif self.path == "/reset":
                accepted.clear()
                malformed = 0
                self.answer(200, "ok")
            else:
                self.answer(404)


class Service(ThreadingHTTPServer):
    # The listen backlog is set as the server binds, so it is a class attribute: the default
    # of 5 made the kernel drop the SYNs of a worker's 16 pushes at once, and each dropped one
    # waited a second for its retry.
    request_queue_size = 256
    daemon_threads = True


Service(("127.0.0.1", port), Sink).serve_forever()
