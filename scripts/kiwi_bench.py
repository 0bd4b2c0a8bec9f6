#!/usr/bin/env python3
"""The WORKLOADS.md anchor workloads (W1, W2, W2b, W3, W4) on kiwisolver.

A line-for-line port of Sources/cassowary-bench: the same constraints, in the
same order, with the same strengths, the same timed regions and the same CSV
(impl `kiwisolver`), so that scripts/bench-compare can set the two side by side.

    kiwi_bench.py <W1|W2|W2b|W3|W4> <N> [reps=5] [ops]

Exit status: 0 when every check passed, 1 when one failed, 2 for a usage error.
"""

import math
import sys
import time

import kiwisolver as kiwi

IMPL = "kiwisolver"
STRONG = kiwi.strength.strong            # 1 000 000, edit variables
HIGH = kiwi.strength.create(0, 750, 0)   # 750 000
WEAK = kiwi.strength.weak                # 1
MASK64 = (1 << 64) - 1

# perf_counter_ns reads CLOCK_MONOTONIC on Linux, like the Swift bench.
now = time.perf_counter_ns


class SplitMix64:
    """The W3 PRNG of WORKLOADS.md (all arithmetic mod 2^64)."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


def fmt(x):
    """Integers without a fraction, others with up to six decimals (as the Swift side)."""
    r = round(x, 6)
    return str(int(r)) if r == int(r) else repr(r)


class Report:
    """Prints metric lines as they come and collects checks over repetitions."""

    def __init__(self, workload, n, views):
        self.prefix = f"{IMPL},{workload},{n},{views}"
        self.workload, self.n = workload, n
        self.rep = 0
        self.per_op = {}   # metric -> [ns per op], insertion-ordered
        self.checks = {}   # name -> (want, got, ok, failed_rep); first failure kept

    def record(self, metric, count, total_ns):
        per = total_ns / count if count else 0.0
        self.per_op.setdefault(metric, []).append(per)
        print(f"{self.prefix},{self.rep},{metric},{count},{total_ns},{per:.1f}")

    def check_value(self, name, got, want):
        ok = abs(got - want) <= 1e-6 * max(1.0, abs(want))
        self.check(name, fmt(got), fmt(want), ok)

    def check(self, name, got, want, ok):
        previous = self.checks.get(name)
        if previous is not None and not previous[2]:
            return
        self.checks[name] = (want, got, ok, None if ok else self.rep)

    def all_ok(self):
        return all(c[2] for c in self.checks.values())

    def finish(self, solver):
        rows, cells, longest = tableau_shape(solver)
        print(f"stats,{self.prefix},rows={rows},cells={cells},maxRowLength={longest}")
        for name, (want, got, ok, rep) in self.checks.items():
            where = f",rep={rep}" if rep is not None else ""
            safe = name.replace(",", ";")
            print(f"check,{self.prefix},{safe},want={want},got={got},{'ok' if ok else 'FAIL'}{where}")
        print(f"rss,{self.prefix},VmHWM_kB={peak_rss_kb()}")
        for metric, values in self.per_op.items():
            v = sorted(values)
            mid = len(v) // 2
            median = v[mid] if len(v) % 2 else (v[mid - 1] + v[mid]) / 2
            print(f"{self.workload} N={self.n} {metric}: median {median:.1f} ns/op "
                  f"(min {v[0]:.1f}, max {v[-1]:.1f}, reps {len(v)})", file=sys.stderr)


def tableau_shape(solver):
    """(rows, cells, longest row) parsed from `solver.dumps()`'s Tableau section.

    kiwisolver exposes no statistics; each tableau line is `sym | c + a * s + …`,
    one ` * ` per cell, so this counts the same things as Swift's `statistics`.
    """
    lines = solver.dumps().splitlines()
    try:
        start = lines.index("Tableau") + 2
    except ValueError:
        return (0, 0, 0)
    rows = cells = longest = 0
    for line in lines[start:]:
        if not line.strip():
            break
        k = line.count(" * ")
        rows, cells, longest = rows + 1, cells + k, max(longest, k)
    return rows, cells, longest


def peak_rss_kb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return "unknown"


# --- W1 / W3: the chain -------------------------------------------------------

def chain_variables(n):
    return ([kiwi.Variable(f"left{i}") for i in range(n)],
            [kiwi.Variable(f"width{i}") for i in range(n)])


def chain_constraints(left, width):
    """The 3N W1 constraints: link (or anchor), minimum, weak preferred width."""
    cs = []
    for i in range(len(left)):
        if i == 0:
            cs.append(left[0] + 0 == 0)
        else:
            cs.append(left[i] - left[i - 1] - width[i - 1] - 8 == 0)
        cs.append(width[i] - 20 >= 0)
        cs.append((width[i] - 40 == 0) | WEAK)
    return cs


def check_chain(report, left, width):
    worst = max((w.value() for w in width), key=lambda v: abs(v - 40))
    report.check_value("width[i]==40 (worst)", worst, 40)
    report.check_value("left[N-1]==48(N-1)", left[-1].value(), 48 * (len(left) - 1))


def run_w1(n, ops, report):
    left, width = chain_variables(n)
    solver = kiwi.Solver()
    t0 = now()
    cs = chain_constraints(left, width)
    report.record("create_constraints", 3 * n, now() - t0)
    t0 = now()
    for c in cs:
        solver.addConstraint(c)
    t1 = now()
    solver.updateVariables()
    t2 = now()
    report.record("add_constraint", 3 * n, t1 - t0)
    report.record("update_variables", 1, t2 - t1)
    report.record("build_total(add+update)", 3 * n, t2 - t0)
    check_chain(report, left, width)
    return solver


PAIR_METRICS = ["pair[link:required==]", "pair[min:required>=]", "pair[pref:weak==]"]


def run_w3(n, ops, report):
    left, width = chain_variables(n)
    solver = kiwi.Solver()
    cs = chain_constraints(left, width)
    for c in cs:
        solver.addConstraint(c)
    solver.updateVariables()
    rng = SplitMix64(42)
    picks = [rng.next() % (3 * n) for _ in range(ops)]
    remove_ns = readd_ns = 0
    type_ns, type_count = [0, 0, 0], [0, 0, 0]
    for j in picks:
        c = cs[j]
        t0 = now()
        solver.removeConstraint(c)
        t1 = now()
        solver.addConstraint(c)
        t2 = now()
        remove_ns += t1 - t0
        readd_ns += t2 - t1
        type_ns[j % 3] += t2 - t0
        type_count[j % 3] += 1
    t0 = now()
    solver.updateVariables()
    report.record("update_variables", 1, now() - t0)
    report.record("remove_constraint", ops, remove_ns)
    report.record("readd_constraint", ops, readd_ns)
    report.record("remove+readd_pair", ops, remove_ns + readd_ns)
    for t in range(3):
        report.record(PAIR_METRICS[t], type_count[t], type_ns[t])
    check_chain(report, left, width)
    if ops == 1000:
        mix = "/".join(map(str, type_count))
        report.check("type mix link/min/pref", mix, "343/317/340", mix == "343/317/340")
    if n == 100 and ops >= 6:
        first = " ".join(map(str, picks[:6]))
        want = "13 91 258 264 250 162"
        report.check("first picks (SplitMix64 seed 42)", first, want, first == want)
    return solver


# --- W2 / W2b: the grid -------------------------------------------------------

def grid_view_width(k, clamp):
    return (30 if k % 2 == 0 else 1) if clamp else 20 + k % 40


def run_w2(n, ops, report, clamp=False):
    side = int(round(math.sqrt(n)))
    R = C = side
    m, g = 10, 2
    views = R * C
    W = kiwi.Variable("W")
    x = [kiwi.Variable(f"x{k}") for k in range(views)]
    y = [kiwi.Variable(f"y{k}") for k in range(views)]
    w = [kiwi.Variable(f"w{k}") for k in range(views)]
    h = [kiwi.Variable(f"h{k}") for k in range(views)]

    def wfor(u):
        return 2 * m + (C - 1) * g + C * u

    solver = kiwi.Solver()
    add = solver.addConstraint
    t0 = now()
    solver.addEditVariable(W, STRONG)
    solver.suggestValue(W, wfor(40))
    for r in range(R):
        for c in range(C):
            k = r * C + c
            if c == 0:
                add(x[k] - m == 0)
            else:
                p = k - 1
                add(x[k] - x[p] - w[p] - g == 0)
                add(w[k] - w[p] == 0)
            add(w[k] - 2 >= 0)
            add(h[k] - 30 == 0)
            if r == 0:
                add(y[k] - m == 0)
            else:
                q = k - C
                add(y[k] - y[q] - h[q] - g == 0)
        e = r * C + C - 1
        add(x[e] + w[e] - W + m == 0)
    solver.updateVariables()
    # 5·R·C constraints: per view w >= 2, h, y and two more — link and equal width,
    # or for a row's first view its anchor and the row's trailing constraint.
    # Counted by formula so that no bookkeeping runs inside the timed region.
    report.record("build_total", 5 * R * C, now() - t0)

    widths = [wfor(grid_view_width(k, clamp)) for k in range(ops)]
    suggest, update = solver.suggestValue, solver.updateVariables
    t0 = now()
    for value in widths:
        suggest(W, value)
        update()
    report.record("suggest+update", ops, now() - t0)

    u = max(grid_view_width(ops - 1, clamp) if ops else 40, 2)
    worst = max((v.value() for v in w), key=lambda v: abs(v - u))
    report.check_value(f"w=={fmt(u)} (worst)", worst, u)
    report.check_value(f"W==Wfor({fmt(u)})", W.value(), wfor(u))
    report.check_value("x[last]", x[-1].value(), m + (C - 1) * (u + g))
    report.check_value("y[last]", y[-1].value(), m + (R - 1) * (30 + g))
    return solver


# --- W4: stretchy header drag -------------------------------------------------

def drag_offset(k):
    p = k % 400
    t = p if p < 200 else 400 - p
    return -150 + 2 * t


def run_w4(n, ops, report):
    offset, ht, hh = kiwi.Variable("offset"), kiwi.Variable("header_top"), kiwi.Variable("header_height")
    top = [kiwi.Variable(f"item_top{i}") for i in range(n)]
    hgt = [kiwi.Variable(f"item_h{i}") for i in range(n)]
    solver = kiwi.Solver()
    add = solver.addConstraint
    t0 = now()
    solver.addEditVariable(offset, STRONG)
    solver.suggestValue(offset, 0)
    add(ht + hh - 200 == 0)
    add(hh - 60 >= 0)
    add((ht - offset == 0) | HIGH)
    add(top[0] - ht - hh == 0)
    for i in range(n):
        add(hgt[i] - 44 == 0)
        if i > 0:
            add(top[i] - top[i - 1] - hgt[i - 1] - 1 == 0)
    solver.updateVariables()
    report.record("build_total", 2 * n + 3, now() - t0)  # 4 + M + (M − 1) constraints

    offsets = [drag_offset(k) for k in range(ops)]
    suggest, update = solver.suggestValue, solver.updateVariables
    t0 = now()
    for o in offsets:
        suggest(offset, o)
        update()
    report.record("suggest+update", ops, now() - t0)

    pinned = min(drag_offset(ops - 1) if ops else 0, 140)
    report.check_value("header_top", ht.value(), pinned)
    report.check_value("header_height", hh.value(), 200 - pinned)
    report.check_value("item_top[M-1]", top[-1].value(), 200 + 45 * (n - 1))
    return solver


WORKLOADS = {  # name -> (runner, default ops, views(N))
    "W1": (run_w1, 0, lambda n: n),
    "W2": (run_w2, 1000, lambda n: round(math.sqrt(n)) ** 2),
    "W2b": (lambda n, ops, r: run_w2(n, ops, r, clamp=True), 1000, lambda n: round(math.sqrt(n)) ** 2),
    "W3": (run_w3, 1000, lambda n: n),
    "W4": (run_w4, 10000, lambda n: n),
}


def main(argv):
    usage = "usage: kiwi_bench.py <W1|W2|W2b|W3|W4> <N> [reps=5] [ops]"
    if not 2 <= len(argv) <= 4:
        sys.exit(usage)
    name = next((k for k in WORKLOADS if k.lower() == argv[0].lower()), None)
    try:
        n, reps = int(argv[1]), int(argv[2]) if len(argv) > 2 else 5
        ops = int(argv[3]) if len(argv) > 3 else None
    except ValueError:
        name = None
    if name is None or n <= 0 or reps <= 0 or (ops is not None and ops <= 0):
        print(usage, file=sys.stderr)
        return 2
    runner, default_ops, views = WORKLOADS[name]
    ops = default_ops if ops is None else ops
    report = Report(name, n, views(n))
    solver = None
    for rep in range(reps):
        report.rep = rep
        solver = runner(n, ops, report)
    report.finish(solver)
    return 0 if report.all_ok() else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
