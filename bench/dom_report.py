#!/usr/bin/env python3
"""dom_report.py - dom-bench's JSON output as tables and a plot.

Reads the file that `dom-bench --benchmark_format=json --benchmark_out=FILE`
writes and
  * replaces the part of README.md between the dom-report markers with a
    summary of the goals on random CFG-like graphs and one table per graph
    family: nanoseconds per edge for each contender, and the fastest of
    mopt's algorithms divided by LLVM's time, by Boost's and by the bare
    DFS's (a Boost row that dom-bench skipped because Boost's idoms were
    wrong shows as "wrong");
  * writes an SVG plot (drawn here, no plotting library needed): one panel
    per family, ns per edge against size on log-log axes, layout numbering
    solid and permuted dashed.

Usage: dom_report.py RESULTS.json [--readme bench/README.md]
                     [--svg bench/dom-bench.svg]
"""

import argparse
import json
import math
import os
import sys

OURS = ["chk", "slt", "lt", "snca", "iterative"]
CONTENDERS = OURS + ["llvm", "boost", "dfs"]
FAMILIES = ["random", "chain", "ladder", "nested", "irreducible",
            "unreachable", "itworst", "idfsquad", "ibfsquad", "sncaworst"]
NUMBERINGS = ["layout", "permuted"]
BEGIN = "<!-- dom-report:begin -->"
END = "<!-- dom-report:end -->"
COLORS = {"chk": "#1f77b4", "slt": "#ff7f0e", "lt": "#2ca02c",
          "snca": "#d62728", "iterative": "#9467bd", "llvm": "#111111",
          "boost": "#17becf", "dfs": "#8c8c8c"}


def load(path):
    """{(family, numbering, size): {contender: row}} and the context. With
    --benchmark_repetitions, a row is the median of the repetitions."""
    with open(path) as f:
        data = json.load(f)
    runs, medians = {}, {}
    for bench in data["benchmarks"]:
        run_type = bench.get("run_type", "iteration")
        if run_type == "aggregate" and bench.get("aggregate_name") != "median":
            continue
        name = bench.get("run_name", bench["name"])
        contender, family, numbering, size = name.split("/")
        key = (family, numbering, int(size))
        table = medians if run_type == "aggregate" else runs
        table.setdefault(key, {})[contender] = bench
    for key, row in medians.items():
        runs.setdefault(key, {}).update(row)
    return runs, data.get("context", {})


def fastest_of_ours(row):
    timed = [(row[c]["ns_per_edge"], c) for c in OURS if c in row]
    return min(timed) if timed else (None, None)


def cell(row, contender):
    """A contender's ns per edge in a row, formatted; "wrong" where
    dom-bench refused to time it (Boost's idoms differed)."""
    bench = row.get(contender, {})
    if bench.get("error_occurred"):
        return "wrong"
    return fmt(bench.get("ns_per_edge"))


def fmt(value):
    if value is None:
        return "—"
    if value >= 100000:
        return "%.3g" % value
    if value >= 100:
        return "%.0f" % value
    if value >= 10:
        return "%.1f" % value
    return "%.2f" % value


def ratio(a, b):
    return "%.2fx" % (a / b) if a is not None and b else "—"


def summary_table(results):
    lines = [
        "| numbering | size | fastest of ours | ns/edge | ÷ LLVM | ÷ Boost "
        "| ÷ DFS | CHK ÷ LLVM |",
        "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |"]
    for numbering in NUMBERINGS:
        for size in sorted(s for f, n, s in results
                           if f == "random" and n == numbering):
            row = results[("random", numbering, size)]
            best, name = fastest_of_ours(row)
            llvm = row.get("llvm", {}).get("ns_per_edge")
            boost = row.get("boost", {}).get("ns_per_edge")
            dfs = row.get("dfs", {}).get("ns_per_edge")
            chk = row.get("chk", {}).get("ns_per_edge")
            lines.append("| %s | %d | %s | %s | %s | %s | %s | %s |" % (
                numbering, size, name or "—", fmt(best), ratio(best, llvm),
                ratio(best, boost), ratio(best, dfs), ratio(chk, llvm)))
    return lines


def family_table(results, family):
    lines = [
        "| numbering | size | nodes | edges | " + " | ".join(CONTENDERS) +
        " | fastest ÷ LLVM | fastest ÷ Boost | fastest ÷ DFS |",
        "| --- | ---: | ---: | ---: | " + " | ".join(["---:"] * len(
            CONTENDERS)) + " | ---: | ---: | ---: |"]
    for numbering in NUMBERINGS:
        for size in sorted(s for f, n, s in results
                           if f == family and n == numbering):
            row = results[(family, numbering, size)]
            any_row = next(r for r in row.values() if "nodes" in r)
            best, name = fastest_of_ours(row)
            cells = []
            for c in CONTENDERS:
                text = cell(row, c)
                cells.append("**%s**" % text if c == name else text)
            llvm = row.get("llvm", {}).get("ns_per_edge")
            boost = row.get("boost", {}).get("ns_per_edge")
            dfs = row.get("dfs", {}).get("ns_per_edge")
            lines.append("| %s | %d | %d | %d | %s | %s | %s | %s |" % (
                numbering, size, any_row["nodes"], any_row["edges"],
                " | ".join(cells), ratio(best, llvm), ratio(best, boost),
                ratio(best, dfs)))
    return lines


def markdown(results, context):
    out = [BEGIN, ""]
    caches = ", ".join("L%d %s %d KiB" % (c["level"], c["type"][0],
                                           c["size"] // 1024)
                       for c in context.get("caches", []))
    load = context.get("load_avg", [])
    out.append("Measured %s on %s (%d CPUs, %s MHz; caches %s; load "
               "average %s at the start; Google Benchmark "
               "library built as %s). Times are CPU time per iteration "
               "divided by the edge count, in nanoseconds (the median of "
               "the repetitions, if any); — is a pair past its cap; wrong "
               "is a graph where Boost's idoms differ from the others', "
               "which dom-bench does not time. Bold: "
               "the fastest of mopt's algorithms." % (
                   context.get("date", "?"), context.get("host_name", "?"),
                   context.get("num_cpus", 0),
                   context.get("mhz_per_cpu", "?"), caches or "?",
                   " ".join("%.1f" % x for x in load) or "?",
                   context.get("library_build_type", "?")))
    out += ["", "#### Random CFG-like graphs: the goals", ""]
    out += summary_table(results)
    for family in FAMILIES:
        if not any(f == family for f, _, _ in results):
            continue
        out += ["", "#### %s (ns per edge)" % family, ""]
        out += family_table(results, family)
    out += ["", "![ns per edge against size](dom-bench.svg)", "", END]
    return "\n".join(out) + "\n"


def update_readme(path, text):
    old = open(path).read() if os.path.exists(path) else ""
    if BEGIN in old and END in old:
        head = old[:old.index(BEGIN)]
        tail = old[old.index(END) + len(END):].lstrip("\n")
        new = head + text + ("\n" + tail if tail else "")
    else:
        new = old + ("\n" if old else "") + text
    with open(path, "w") as f:
        f.write(new)


def svg_plot(results, path):
    """Small multiples: a panel per family, log-log ns/edge against size."""
    families = [f for f in FAMILIES if any(k[0] == f for k in results)]
    cols, pw, ph = 2, 430, 250
    left, top, gap = 60, 60, 50
    rows = (len(families) + cols - 1) // cols
    width = left + cols * (pw + gap)
    height = top + rows * (ph + gap) + 20
    values = [r["ns_per_edge"] for row in results.values()
              for r in row.values() if r.get("ns_per_edge", 0) > 0]
    ymin = 10 ** math.floor(math.log10(min(values)))
    ymax = 10 ** math.ceil(math.log10(max(values)))
    sizes = sorted({k[2] for k in results})
    xmin, xmax = min(sizes), max(sizes)
    if xmin == xmax:
        xmin, xmax = xmin / 10, xmax * 10

    def x_of(size, x0):
        return x0 + pw * (math.log10(size) - math.log10(xmin)) / (
            math.log10(xmax) - math.log10(xmin))

    def y_of(value, y0):
        return y0 + ph - ph * (math.log10(value) - math.log10(ymin)) / (
            math.log10(ymax) - math.log10(ymin))

    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="11">' % (width, height),
           '<rect width="100%" height="100%" fill="white"/>']
    # Legend.
    lx = left
    for c in CONTENDERS:
        out.append('<line x1="%d" y1="20" x2="%d" y2="20" stroke="%s" '
                   'stroke-width="2"/>' % (lx, lx + 20, COLORS[c]))
        out.append('<text x="%d" y="24">%s</text>' % (lx + 24, c))
        lx += 90
    out.append('<text x="%d" y="42">solid: layout numbering; dashed: '
               'permuted; ns per edge (log) against nodes (log)</text>' % left)
    for i, family in enumerate(families):
        x0 = left + (i % cols) * (pw + gap)
        y0 = top + (i // cols) * (ph + gap)
        out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" '
                   'stroke="#999"/>' % (x0, y0, pw, ph))
        out.append('<text x="%d" y="%d" font-weight="bold">%s</text>' % (
            x0 + 4, y0 - 4, family))
        decade = ymin
        while decade <= ymax:
            y = y_of(decade, y0)
            out.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" '
                       'stroke="#eee"/>' % (x0, y, x0 + pw, y))
            out.append('<text x="%d" y="%.1f" text-anchor="end">%g</text>'
                       % (x0 - 3, y + 4, decade))
            decade *= 10
        for size in sizes:
            x = x_of(size, x0)
            out.append('<text x="%.1f" y="%d" text-anchor="middle">1e%d'
                       '</text>' % (x, y0 + ph + 13, round(math.log10(size))))
        for c in CONTENDERS:
            for numbering in NUMBERINGS:
                points = []
                for size in sizes:
                    row = results.get((family, numbering, size), {})
                    value = row.get(c, {}).get("ns_per_edge")
                    if value:
                        points.append("%.1f,%.1f" % (x_of(size, x0),
                                                     y_of(value, y0)))
                if not points:
                    continue
                dash = ' stroke-dasharray="4,3"' if numbering == "permuted" \
                    else ""
                out.append('<polyline points="%s" fill="none" stroke="%s" '
                           'stroke-width="1.5"%s/>' % (" ".join(points),
                                                        COLORS[c], dash))
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", help="dom-bench JSON output")
    parser.add_argument("--readme", default=os.path.join(here, "README.md"))
    parser.add_argument("--svg", default=os.path.join(here, "dom-bench.svg"))
    args = parser.parse_args()
    results, context = load(args.results)
    if not results:
        sys.exit("dom_report.py: no benchmarks in " + args.results)
    update_readme(args.readme, markdown(results, context))
    svg_plot(results, args.svg)


if __name__ == "__main__":
    main()
