"""A local push service for bench/push_digest.sh, on 127.0.0.1 only.

Usage: python3 bench/push_sink.py PORT DELAY_SECONDS
       python3 bench/push_sink.py PORT hang

Takes every POST as a push service does (201 Created), after DELAY_SECONDS, and notes when
each was accepted. A push must look like one (an aes128gcm body with a 4096-byte record size
and a 65-byte key id, a VAPID Authorization, TTL and Urgency) and must open with the private
key of the subscriptions push_digest.sh makes (RFC 8291's example browser's): the sink
decrypts each one (RFC 8291, RFC 8188) and notes the notice's id and kind from the payload,
so a push that came twice to one endpoint is seen as a repeat. One that does not look like a
push or does not open gets 400 and is counted as malformed. Connections are kept open
between pushes (HTTP/1.1 keep-alive), as a real push service keeps them; the sink counts the
connections it was sent on.

  GET /count    "accepted malformed connections"
  GET /log      JSON [[path, unix time accepted, notice id, kind], ...]
  GET /reset    forgets everything so far

With `hang` it is a push service that accepts connections and reads what comes, and never
answers. It prints "ready" once it listens; on SIGTERM it prints "connections N" (how many
it was sent) and exits.

Decrypting needs Python's `cryptography` package (Debian's python3-cryptography).
"""

import base64
import hashlib
import hmac
import json
import signal
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def b64(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


# RFC 8291, appendix A: the example browser's keys, which push_digest.sh subscribes with.
UA_PRIVATE = b64("q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94")
UA_PUBLIC = b64(
    "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
)
AUTH_SECRET = b64("BTBZMqHH6r4Tts7J_aSIgg")


def hkdf_one(salt, ikm, info, length):
    """HKDF-SHA256 with one block of output, as RFC 8291 uses it."""
    prk = hmac.new(salt, ikm, hashlib.sha256).digest()
    return hmac.new(prk, info + b"\x01", hashlib.sha256).digest()[:length]


class Opener:
    def __init__(self):
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        self.ec = ec
        self.aesgcm = AESGCM
        self.key = ec.derive_private_key(int.from_bytes(UA_PRIVATE, "big"), ec.SECP256R1())

    def open(self, body):
        """The plaintext of an aes128gcm body of one record, or an exception."""
        salt, key_id, sealed = body[:16], body[21:86], body[86:]
        sender = self.ec.EllipticCurvePublicKey.from_encoded_point(self.ec.SECP256R1(), key_id)
        shared = self.key.exchange(self.ec.ECDH(), sender)
        ikm = hkdf_one(AUTH_SECRET, shared, b"WebPush: info\x00" + UA_PUBLIC + key_id, 32)
        cek = hkdf_one(salt, ikm, b"Content-Encoding: aes128gcm\x00", 16)
        nonce = hkdf_one(salt, ikm, b"Content-Encoding: nonce\x00", 12)
        padded = self.aesgcm(cek).decrypt(nonce, sealed, None)
        text = padded.rstrip(b"\x00")
        if not text.endswith(b"\x02"):
            raise ValueError("no last-record delimiter")
        return text[:-1]


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


def serve(port, delay):
    opener = Opener()
    lock = threading.Lock()
    state = {"accepted": [], "malformed": 0, "connections": 0}

    class Sink(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *_):
            pass

        def setup(self):
            super().setup()
            with lock:
                state["connections"] += 1

        def answer(self, status, text=""):
            data = text.encode()
            self.send_response(status)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            notice = None
            if looks_like_a_push(self.headers, body):
                try:
                    notice = json.loads(opener.open(body))
                except Exception:
                    notice = None
            if not isinstance(notice, dict) or not isinstance(notice.get("id"), int):
                with lock:
                    state["malformed"] += 1
                self.answer(400)
                return
            if delay > 0:
                time.sleep(delay)
            with lock:
                state["accepted"].append((self.path, time.time(), notice["id"], notice.get("kind")))
            self.answer(201)

        def do_GET(self):
            with lock:
                if self.path == "/count":
                    text = f"{len(state['accepted'])} {state['malformed']} {state['connections']}"
                elif self.path == "/log":
                    text = json.dumps(state["accepted"])
                elif self.path == "/reset":
                    state.update(accepted=[], malformed=0, connections=0)
                    text = "ok"
                else:
                    text = None
            if text is None:
                self.answer(404)
            else:
                self.answer(200, text)

    class Service(ThreadingHTTPServer):
        # The listen backlog is set as the server binds, so it is a class attribute: the
        # default of 5 made the kernel drop the SYNs of a worker's pushes at once, and each
        # dropped one waited a second for its retry.
        request_queue_size = 256
        daemon_threads = True

        def handle_error(self, request, client_address):
            # A server killed mid-push (push_digest.sh's kill -9 run) leaves its answer
            # unread: the push was taken all the same, and nothing needs saying.
            pass

    Service(("127.0.0.1", port), Sink).serve_forever()


def hang(port):
    """Accepts connections, reads what they send and never answers."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen(256)
    counted = [0]
    print("ready", flush=True)

    def finish(*_):
        print(f"connections {counted[0]}", flush=True)
        sys.exit(0)

    signal.signal(signal.SIGTERM, finish)

    def drain(connection):
        with connection:
            while connection.recv(65536):
                pass

    while True:
        connection, _ = listener.accept()
        counted[0] += 1
        threading.Thread(target=drain, args=(connection,), daemon=True).start()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    if sys.argv[2] == "hang":
        hang(int(sys.argv[1]))
    else:
        serve(int(sys.argv[1]), float(sys.argv[2]))
