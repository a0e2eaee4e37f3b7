"""One process timed from Python, through spawn-timer (bench/SpawnTimer.cpp).

A child of Python starts with Python's resident size as its peak memory,
and Linux keeps that high-water mark through exec, so wait4 in Python
reports at least Python's size for any child: 13 to 15 MiB here, which is
what every mopt run smaller than that read. spawn-timer is a small program;
the children it starts report their own peak (and a wall time without
Python's fork and exec in it).
"""
import os
import signal
import subprocess
import sys


def add_timer_option(parser):
    """The --spawn-timer option every bench script takes."""
    parser.add_argument("--spawn-timer",
                        help="bench/SpawnTimer.cpp's program (default: "
                             "spawn-timer in the build's bench/ folder)")


def timer(args):
    """The spawn-timer to use: --spawn-timer, else the one in the build
    folder that holds --mopt (BUILD/opt-tool/mopt)."""
    if args.spawn_timer:
        return args.spawn_timer
    build = os.path.dirname(os.path.dirname(os.path.abspath(args.mopt)))
    return os.path.join(build, "bench", "spawn-timer")


def runs(timer, cmd, count=1, timeout=None):
    """(wall seconds, peak resident KiB) of each of count runs of cmd, one
    after the other, its standard output discarded; None if they ran past
    timeout seconds (they are killed). Exits with cmd's error output if a
    run fails."""
    proc = subprocess.Popen([timer, "-n", str(count)] + cmd,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return None
    if proc.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{err.decode()}")
    return [(float(wall), int(kib))
            for wall, kib in (line.split() for line in out.decode().splitlines())]


def run(timer, cmd, timeout=None):
    """The figures of one run of cmd (runs), or None past timeout."""
    measured = runs(timer, cmd, 1, timeout)
    return measured and measured[0]
