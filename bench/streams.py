"""Idle live-event streams against the stream budget (bench/README.md, "Stream budget").

Usage: python3 bench/streams.py PORT PROXY [STREAMS]
Three floods of GET /api/events, each from clients that never read what they are sent:
  addresses  STREAMS (4,096) streams from 16 loopback addresses (256 each, as the review did);
  spread     STREAMS streams from 64 addresses (64 each: every client within its budget);
  proxy      STREAMS + 4 streams of one client through the trusted proxy PROXY
             (X-Forwarded-For).
While each flood holds what it got, a fresh GET /api/health is sent 20 times from a new
address (and through the proxy for another client), each on its own connection, and timed.
Prints one JSON line per flood: streams accepted (200) and refused (503, with Retry-After),
and the health answers' median and slowest time in milliseconds.
"""

import asyncio
import json
import statistics
import sys
import time

port, proxy = int(sys.argv[1]), sys.argv[2]
streams = int(sys.argv[3]) if len(sys.argv) > 3 else 4096


async def ask(local, forwarded):
    """Opens a stream; returns (status, writer) with the writer kept open for a 200."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(local, 0))
    head = f"GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n"
    if forwarded:
        head += f"X-Forwarded-For: {forwarded}\r\n"
    writer.write((head + "\r\n").encode())
    await writer.drain()
    status = int((await asyncio.wait_for(reader.readline(), 30)).split()[1])
    retry = None
    while True:
        line = (await reader.readline()).decode().strip()
        if not line:
            break
        if line.lower().startswith("retry-after:"):
            retry = line.split(":", 1)[1].strip()
    if status != 200:
        writer.close()
        if retry is None:
            raise RuntimeError(f"a {status} without Retry-After")
        return status, None
    # Never read again: the server's heartbeats pile up in the socket's buffer.
    return status, writer


async def health(local, forwarded):
    started = time.monotonic()
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(local, 0))
    head = f"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
    if forwarded:
        head += f"X-Forwarded-For: {forwarded}\r\n"
    writer.write((head + "\r\n").encode())
    await writer.drain()
    answer = await asyncio.wait_for(reader.read(), 30)
    writer.close()
    if b" 200 " not in answer.split(b"\r\n", 1)[0]:
        raise RuntimeError(f"health: {answer[:80]!r}")
    return (time.monotonic() - started) * 1000


async def flood(name, sources):
    held, statuses = [], []
    for start in range(0, len(sources), 256):
        batch = sources[start : start + 256]
        for status, writer in await asyncio.gather(*(ask(l, f) for l, f in batch)):
            statuses.append(status)
            if writer:
                held.append(writer)
    times = []
    for k in range(20):
        times.append(await health("127.0.99.1", None))
        times.append(await health(proxy, f"198.51.100.{100 + k}"))
    for writer in held:
        writer.close()
    print(
        json.dumps(
            {
                "flood": name,
                "asked": len(sources),
                "accepted": statuses.count(200),
                "refused": statuses.count(503),
                "health_p50_ms": round(statistics.median(times), 2),
                "health_max_ms": round(max(times), 2),
            }
        ),
        flush=True,
    )
    # Give the server a moment to see the connections close before the next flood.
    await asyncio.sleep(2)


async def main():
    await flood("addresses", [(f"127.0.70.{1 + i % 16}", None) for i in range(streams)])
    await flood("spread", [(f"127.0.71.{1 + i % 64}", None) for i in range(streams)])
    await flood("proxy", [(proxy, "198.51.100.7") for _ in range(streams + 4)])


asyncio.run(main())
