#!/usr/bin/env python3
"""-o onto files that are not regular files must write into them, not
replace them: a named pipe stays a pipe and its reader gets the module, and
/dev/null stays a character device.

    special_output.py MOPT INPUT.tac
"""
import os
import stat
import subprocess
import sys
import tempfile
import threading


def main():
    mopt, source = sys.argv[1], sys.argv[2]
    expected = subprocess.run([mopt, source], capture_output=True,
                              check=True).stdout
    with tempfile.TemporaryDirectory() as tmp:
        fifo = os.path.join(tmp, "out.fifo")
        os.mkfifo(fifo)
        received = []
        reader = threading.Thread(
            target=lambda: received.append(open(fifo, "rb").read()),
            daemon=True)
        reader.start()
        subprocess.run([mopt, source, "-o", fifo], check=True)
        reader.join(timeout=30)
        if not stat.S_ISFIFO(os.stat(fifo).st_mode):
            sys.exit("FAIL: -o replaced the named pipe")
        if received != [expected]:
            sys.exit("FAIL: the pipe's reader did not get the module")
    subprocess.run([mopt, source, "-o", os.devnull], check=True)
    if not stat.S_ISCHR(os.stat(os.devnull).st_mode):
        sys.exit("FAIL: -o replaced /dev/null with a regular file")
    print("special files written in place")


if __name__ == "__main__":
    main()
