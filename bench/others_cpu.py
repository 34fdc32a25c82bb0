"""How busy the machine was with work other than a benchmark's own, for the benchmarks that
run on a shared machine (bench/push_digest.sh, bench/mail_digest.sh).

  others_cpu.py watch ROOT_PID OUT
      Every 0.5 s, adds up the CPU time used by every process that is not ROOT_PID or one of
      its descendants (a build, another test) and appends to OUT one line: the unix time and
      the cores those used since the last line. Ends when ROOT_PID does. A process that starts
      and ends between two looks is not seen, so the figure is a floor.

  others_cpu.py report OUT FROM TO
      The cores other work used on average between unix seconds FROM and TO (`-` without a
      look in that window).
"""

import os
import sys
import time

TICK = os.sysconf("SC_CLK_TCK")


def processes():
    """pid -> (ppid, CPU seconds so far) of every process."""
    found = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        # After the name: state, ppid, ... utime (14th field of the line), stime (15th).
        found[int(name)] = (int(fields[1]), (int(fields[11]) + int(fields[12])) / TICK)
    return found


def ours(found, root):
    mine = {root}
    changed = True
    while changed:
        changed = False
        for pid, (ppid, _) in found.items():
            if ppid in mine and pid not in mine:
                mine.add(pid)
                changed = True
    return mine


def watch(root, out):
    before = processes()
    at = time.time()
    with open(out, "a", buffering=1) as lines:
        while os.path.exists(f"/proc/{root}"):
            time.sleep(0.5)
            now, found = time.time(), processes()
            mine = ours(found, root)
            used = 0.0
            for pid, (_, cpu) in found.items():
                if pid in mine or pid == os.getpid():
                    continue
                used += max(0.0, cpu - before[pid][1]) if pid in before else cpu_since(pid, cpu, at)
            lines.write(f"{now:.2f} {used / (now - at):.2f}\n")
            before, at = found, now


def cpu_since(pid, cpu, since):
    """CPU of a process that appeared since the last look: all of it if it started since."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            started = int(stat.read().rsplit(")", 1)[1].split()[19]) / TICK
        with open("/proc/uptime") as uptime:
            boot = time.time() - float(uptime.read().split()[0])
    except OSError:
        return 0.0
    return cpu if boot + started >= since else 0.0


def report(out, start, end):
    values = []
    with open(out) as lines:
        for line in lines:
            at, used = line.split()
            if start < float(at) <= end + 0.5:
                values.append(float(used))
    print(f"{sum(values) / len(values):.2f}" if values else "-")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "watch":
        watch(int(sys.argv[2]), sys.argv[3])
    elif len(sys.argv) == 5 and sys.argv[1] == "report":
        report(sys.argv[2], float(sys.argv[3]), float(sys.argv[4]))
    else:
        sys.exit(__doc__)
