#!/usr/bin/env python3
"""Writes a TAC program of N loops nested in one another, to standard output.

Loop k counts i_k from 0 while i_k < 1, so each body runs once; the
innermost adds 1 to n, and main prints n (1) and returns it. Block names:
h_k the header of loop k, b_k its body, x_k its exit (which steps loop k-1).

Phis, worked out by hand: i_k is written before loop k and where loop k+1
exits; pruned SSA needs one phi for it, in h_k. n, written only in the
innermost body and read after all loops, is live into every header: one
phi each. So `ssa` places 2N. Minimal and semi-pruned SSA place phis in the
whole iterated dominance frontier: h_k, ..., h_1 for i_k (k phis) and every
header for n, N(N+1)/2 + N in all.
"""
import sys


def main():
    n = int(sys.argv[1])
    out = ["func main():", "  i_1 = const 0"]
    for k in range(1, n + 1):
        out += [f"h_{k}:", f"  %c_{k} = < i_{k}, 1", f"  br %c_{k}, b_{k}, x_{k}",
                f"b_{k}:"]
        if k < n:
            out.append(f"  i_{k + 1} = const 0")
    out += ["  n = + n, 1", f"  i_{n} = + i_{n}, 1", f"  jmp h_{n}"]
    for k in range(n, 1, -1):
        out += [f"x_{k}:", f"  i_{k - 1} = + i_{k - 1}, 1", f"  jmp h_{k - 1}"]
    out += ["x_1:", "  print n", "  ret n"]
    print("\n".join(out))


if __name__ == "__main__":
    main()
