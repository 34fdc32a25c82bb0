"""Live events under load: N open streams, and how long each write's event takes to reach
every one of them.

Usage: python3 bench/live.py HOST PORT COOKIE STREAMS WRITES PLAYER_ID [WRITE_PORT]
Opens STREAMS connections to GET /api/events, each from its own loopback address
(127.0.x.y, as that many phones would), waits for every hello, then makes WRITES writes as
the admin (a player's name edited back and forth, a public change), one every 0.5 s, and
times from just before each write is sent to the moment each stream reads its event: an
upper bound on commit-to-screen, since it includes the write itself. Prints one JSON line.
With WRITES=0 it only opens the streams and keeps them open until killed (for the
throughput runs), printing "open" once they all are. Writes go to WRITE_PORT (the app
itself) when the streams go through a proxy.
"""

import asyncio
import json
import statistics
import sys
import time

host, port, cookie = sys.argv[1], int(sys.argv[2]), sys.argv[3]
streams, writes, player = int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
write_port = int(sys.argv[7]) if len(sys.argv) > 7 else port


def source(i):
    # 127.0.1.1 onwards, 250 a block, as many clients would come from.
    return f"127.0.{1 + i // 250}.{1 + i % 250}"


async def open_stream(i, hellos, arrivals):
    reader, writer = await asyncio.open_connection(host, port, local_addr=(source(i), 0), limit=1 << 16)
    writer.write(f"GET /api/events HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    await writer.drain()
    status = await reader.readline()
    if b" 200 " not in status:
        raise RuntimeError(f"stream {i}: {status!r}")
    event = None
    while True:
        line = await reader.readline()
        if not line:
            return
        now = time.monotonic()
        text = line.decode().strip()
        if text.startswith("event:"):
            event = text[6:].strip()
        elif text.startswith("data:") and event == "hello":
            hellos.release()
            if writes == 0:
                # Only holding the stream open: read what comes, as cheaply as can be, so
                # that the throughput measured is the server's, not this script's.
                while await reader.read(1 << 16):
                    pass
                return
        elif text.startswith("data:") and event == "change":
            arrivals[i].append(now)


async def main():
    hellos = asyncio.Semaphore(0)
    arrivals = [[] for _ in range(streams)]
    tasks = []
    for i in range(streams):
        tasks.append(asyncio.create_task(open_stream(i, hellos, arrivals)))
        if i % 100 == 99:
            await asyncio.sleep(0.05)
    for _ in range(streams):
        await asyncio.wait_for(hellos.acquire(), 60)
    if writes == 0:
        print("open", flush=True)
        await asyncio.Event().wait()
    sent = []
    for k in range(writes):
        name = "Live Bench " + ("A" if k % 2 == 0 else "B")
        body = json.dumps({"name": name}).encode()
        reader, writer = await asyncio.open_connection(host, write_port)
        request = (
            f"PATCH /api/players/{player} HTTP/1.1\r\nHost: {host}:{write_port}\r\n"
            f"Origin: http://{host}:{write_port}\r\n"
            f"Cookie: {cookie}\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n"
            "Connection: close\r\n\r\n"
        ).encode() + body
        sent.append(time.monotonic())
        writer.write(request)
        await writer.drain()
        answer = await reader.read()
        writer.close()
        if b" 200 " not in answer.split(b"\r\n", 1)[0]:
            raise RuntimeError(f"write {k}: {answer[:200]!r}")
        await asyncio.sleep(0.5)
    await asyncio.sleep(2)
    latencies, missing = [], 0
    for got in arrivals:
        if len(got) < writes:
            missing += writes - len(got)
        for k, at in enumerate(got[:writes]):
            latencies.append((at - sent[k]) * 1000)
    latencies.sort()
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))]
    print(json.dumps({
        "streams": streams, "writes": writes, "events": len(latencies), "missing": missing,
        "p50_ms": round(statistics.median(latencies), 1), "p99_ms": round(p(0.99), 1),
        "max_ms": round(latencies[-1], 1),
    }), flush=True)
    for task in tasks:
        task.cancel()


asyncio.run(main())
