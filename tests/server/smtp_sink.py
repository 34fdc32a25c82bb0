"""A local SMTP sink for the email tests and bench/mail_digest.sh (aiosmtpd).

Usage: smtp_sink.py PORT DIR [--delay SECONDS] [--silent] [--summaries] [--pipelining]

Listens on 127.0.0.1:PORT and writes every message it accepts to DIR as NNNNNN.eml (written
to a temporary name, then renamed, so a reader never sees half a message), with --summaries
an NNNNNN.json beside it (the headers decoded and both parts, read by Python's email
package), and one line per message to DIR/accepted.log: the acceptance time (unix seconds,
with fractions), the file name and the recipients. --delay answers each message that many seconds late (a slow relay);
--silent accepts connections and never says a word (a dead relay); --pipelining offers
PIPELINING (RFC 2920) in its EHLO answer, as Postfix does (aiosmtpd reads commands from a
stream, so it answers pipelined ones in order). Prints "ready" once it
listens, and runs until killed.
"""

import argparse
import asyncio
import email
import email.policy
import itertools
import json
import os
import sys
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int)
    parser.add_argument("dir")
    parser.add_argument("--delay", type=float, default=0.0)
    parser.add_argument("--silent", action="store_true")
    parser.add_argument("--summaries", action="store_true")
    parser.add_argument("--pipelining", action="store_true")
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    if args.silent:
        asyncio.run(silent(args.port))
    else:
        run_sink(args.port, args.dir, args.delay, args.summaries, args.pipelining)


async def silent(port):
    held = []

    async def hold(reader, writer):
        held.append(writer)
        await asyncio.sleep(3600)

    server = await asyncio.start_server(hold, "127.0.0.1", port)
    print("ready", flush=True)
    async with server:
        await server.serve_forever()


def summary(raw, recipients, connection):
    """What the tests check of one message, decoded as a mail client would, and the number of
    the SMTP connection that carried it."""
    message = email.message_from_bytes(raw, policy=email.policy.default)
    plain = message.get_body(preferencelist=("plain",))
    html = message.get_body(preferencelist=("html",))
    return {
        "recipients": recipients,
        "from": str(message["From"]),
        "to": str(message["To"]),
        "subject": str(message["Subject"]),
        "listUnsubscribe": message["List-Unsubscribe"] and str(message["List-Unsubscribe"]),
        "listUnsubscribePost": message["List-Unsubscribe-Post"]
        and str(message["List-Unsubscribe-Post"]),
        "contentType": message.get_content_type(),
        "plain": plain.get_content() if plain else None,
        "html": html.get_content() if html else None,
        "defects": [type(d).__name__ for d in message.defects],
        "messageId": message["Message-ID"] and str(message["Message-ID"]),
        "connection": connection,
    }


class Sink:
    def __init__(self, directory, delay, summaries, pipelining):
        self.pipelining = pipelining
        self.directory = directory
        self.delay = delay
        self.summaries = summaries
        self.numbers = itertools.count(1)
        self.connections = itertools.count(1)
        self.log = open(os.path.join(directory, "accepted.log"), "a", buffering=1)

    async def handle_EHLO(self, server, session, envelope, hostname, responses):
        session.host_name = hostname
        if self.pipelining:
            responses.insert(1, "250-PIPELINING")
        return responses

    async def handle_DATA(self, server, session, envelope):
        if self.delay:
            await asyncio.sleep(self.delay)
        number = next(self.numbers)
        raw = envelope.original_content or envelope.content
        # aiosmtpd keeps one session per connection: number them as they first carry mail.
        if not hasattr(session, "number"):
            session.number = next(self.connections)
        if self.summaries:
            described = json.dumps(
                summary(raw, envelope.rcpt_tos, session.number), ensure_ascii=False
            )
            self.write(f"{number:06d}.json", described.encode("utf-8"))
        name = f"{number:06d}.eml"
        self.write(name, raw)
        self.log.write(f"{time.time():.6f} {name} {','.join(envelope.rcpt_tos)}\n")
        return "250 Message accepted for delivery"

    def write(self, name, data):
        temporary = os.path.join(self.directory, f".{name}.part")
        with open(temporary, "wb") as out:
            out.write(data)
        os.rename(temporary, os.path.join(self.directory, name))


def run_sink(port, directory, delay, summaries, pipelining):
    from aiosmtpd.controller import Controller

    controller = Controller(
        Sink(directory, delay, summaries, pipelining),
        hostname="127.0.0.1",
        port=port,
        decode_data=False,
        # Keep the original bytes: the tests read the headers exactly as they were sent.
        enable_SMTPUTF8=False,
        ready_timeout=10,
    )
    controller.start()
    print("ready", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        controller.stop()


if __name__ == "__main__":
    sys.exit(main())
