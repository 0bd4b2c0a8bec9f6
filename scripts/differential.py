#!/usr/bin/env python3
"""Differential test of the Cassowary solver against an LP oracle (HiGHS via SciPy).

Random small systems (or systems read with --input) are run through
`cassowary-check` in one batch; every answer is then checked independently.
Besides adding, removing and changing constants, a third of the systems
change priorities (to and from required), drag an edit variable with
suggestions, and explore: try an add, an edit variable and its suggestions
inside `Solver.exploring`, whose values are checked before it takes them
back (see differential_ops.py).

* each refused add/setConstant really is infeasible with the required
  constraints active at that moment, its named set is infeasible with it and
  minimal, and its Farkas certificate is valid; each accepted one is feasible;
* the final values satisfy the required constraints and reach, level by level,
  the lexicographic optimum of the optional errors;
* each variable's reported range equals its exact range over all optimal
  solutions;
* each violation certificate is valid, minimal, and only names constraints of
  priority at least the violated one's;
* a system's `state` (what the layout engine reached, step by step) holds its
  required constraints and reaches the same optimum, its ranges exact.

Each failing system is printed with what disagreed and its JSON (feed it back
with --input FILE); --minimize shrinks the first failing system of each kind
of failure. The last line printed is `differential: N passed, M failed`
(systems), and the exit status is 1 if any failed. scripts/differential
builds cassowary-check and finds a Python with SciPy before running this.
"""

import argparse
import json
import math
import multiprocessing
import os
import queue
import random
import subprocess
import sys
import tempfile
import threading
from collections import Counter, OrderedDict

import numpy as np
from scipy.optimize import linprog

import differential_ops

REQUIRED = 1000
OPTIONAL_PRIORITIES = [750, 500, 250, 1]
RELATIONS = ["==", "<=", ">="]

# Comparing the solver with the oracle: absolute below 1, relative above.
TOLERANCE = 1e-6
# How far above its optimum a level's total may go once fixed (relative).
# Lower levels can exploit this slack amplified: 1e-9 let a level-250 total
# drop 3.7e-6 below the true optimum in a random system. The optimum is a
# vertex, computed to about machine precision, so a slack this small usually
# leaves the fixed problem feasible. (HiGHS's own tolerances are left alone:
# tightened, its presolve called unbounded problems infeasible.)
FIXING_SLACK = 1e-11
# When the fixed problem comes out infeasible all the same (HiGHS's optimum a
# hair below the true one), the slack grows a hundredfold at a time up to this.
MAX_FIXING_SLACK = 1e-7


def close(a, b, tolerance=TOLERANCE):
    return abs(a - b) <= tolerance * max(1.0, abs(a), abs(b))


# ---------------------------------------------------------------------------
# Generation

def random_coefficient(rng):
    return rng.choice([1, -1, 1, -1, 1, -1, 2, -2, 3, -3])


def random_constraint(rng, n, priority=None):
    count = rng.choice([1, 2, 2, 2, 3, 3])
    variables = rng.sample(range(n), min(count, n))
    return {
        "terms": [[v, random_coefficient(rng)] for v in variables],
        "constant": rng.randint(-100, 100),
        "op": rng.choice(["==", "<=", "<=", ">=", ">="]),
        "priority": priority if priority is not None else random_priority(rng),
    }


def random_priority(rng):
    return REQUIRED if rng.random() < 0.5 else rng.choice(OPTIONAL_PRIORITIES)


def degenerate_constraints(rng, n, constraints):
    """Constraints that stress degeneracy and redundancy: copies, rescaled or
    negated copies, x == y twice, cancelling terms, implied sums, cycles."""
    extra = []
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(["copy", "scaled", "negated", "equal-twice", "cancelling",
                           "implied", "cycle", "repeated-variable"])
        if kind in ("copy", "scaled", "negated") and constraints:
            base = rng.choice(constraints)
            factor = {"copy": 1, "scaled": rng.choice([2, 3]), "negated": -1}[kind]
            op = base["op"]
            if factor < 0 and op != "==":
                op = "<=" if op == ">=" else ">="
            extra.append({"terms": [[v, c * factor] for v, c in base["terms"]],
                          "constant": base["constant"] * factor, "op": op,
                          "priority": rng.choice([base["priority"], random_priority(rng)])})
        elif kind == "equal-twice":
            x, y = rng.sample(range(n), 2)
            for _ in range(2):
                extra.append({"terms": [[x, 1], [y, -1]], "constant": 0, "op": "==",
                              "priority": random_priority(rng)})
        elif kind == "cancelling":
            # Its variables cancel: a constant compared with zero.
            x = rng.randrange(n)
            extra.append({"terms": [[x, 1], [x, -1]], "constant": rng.choice([-5, 0, 5]),
                          "op": rng.choice(RELATIONS), "priority": random_priority(rng)})
        elif kind == "implied" and len(constraints) >= 2:
            a, b = rng.sample(constraints, 2)
            terms = a["terms"] + b["terms"]
            extra.append({"terms": terms, "constant": a["constant"] + b["constant"],
                          "op": rng.choice(RELATIONS), "priority": random_priority(rng)})
        elif kind == "cycle":
            length = min(n, rng.randint(2, 4))
            cycle = rng.sample(range(n), length)
            gap = rng.choice([0, 0, 1, -2])
            for k in range(length):
                extra.append({"terms": [[cycle[k], 1], [cycle[(k + 1) % length], -1]],
                              "constant": gap if k == 0 else 0, "op": "==",
                              "priority": rng.choice([REQUIRED, REQUIRED, random_priority(rng)])})
        elif kind == "repeated-variable":
            x, y = rng.sample(range(n), 2)
            extra.append({"terms": [[x, 1], [y, 2], [x, 1]], "constant": rng.randint(-20, 20),
                          "op": rng.choice(RELATIONS), "priority": random_priority(rng)})
    return extra


def random_ops(rng, count, dynamic):
    """Adds every constraint (in order, or shuffled); a dynamic system also
    removes, re-adds and changes constants along the way."""
    order = list(range(count))
    if rng.random() < 0.3:
        rng.shuffle(order)
    ops = []
    added = []
    removed = []
    for c in order:
        ops.append({"op": "add", "c": c})
        added.append(c)
        if not dynamic:
            continue
        if rng.random() < 0.2:
            victim = rng.choice(added)
            ops.append({"op": "remove", "c": victim})
            removed.append(victim)
        if rng.random() < 0.25:
            ops.append({"op": "setConstant", "c": rng.choice(added), "value": rng.randint(-100, 100)})
        if removed and rng.random() < 0.2:
            ops.append({"op": "add", "c": removed.pop(rng.randrange(len(removed)))})
    if dynamic:
        for _ in range(rng.randint(0, 2)):
            ops.append({"op": "setConstant", "c": rng.choice(added), "value": rng.randint(-100, 100)})
    return ops


def layout_system(rng, n):
    """Positions along one axis, as a layout makes them: required order and
    bounds, preferred sizes and positions at optional priorities, a centring;
    then, often, a run of constant changes on the preferences (as dragging
    an edit variable does, through the dual simplex)."""
    width = rng.randint(50, 200)
    constraints = [
        {"terms": [[0, 1]], "constant": 0, "op": ">=", "priority": REQUIRED},
        {"terms": [[n - 1, -1]], "constant": width, "op": ">=", "priority": REQUIRED},
    ]
    for i in range(n - 1):
        if rng.random() < 0.7:
            constraints.append({"terms": [[i + 1, 1], [i, -1]], "constant": -rng.randint(0, 20),
                                "op": ">=", "priority": REQUIRED})
        if rng.random() < 0.6:
            constraints.append({"terms": [[i + 1, 1], [i, -1]], "constant": -rng.randint(0, 80),
                                "op": "==", "priority": rng.choice(OPTIONAL_PRIORITIES)})
    preferences = []
    for _ in range(rng.randint(1, 3)):
        preferences.append(len(constraints))
        constraints.append({"terms": [[rng.randrange(n), 1]], "constant": -rng.randint(0, width),
                            "op": "==", "priority": rng.choice(OPTIONAL_PRIORITIES)})
    if n >= 3 and rng.random() < 0.5:
        a, b, c = rng.sample(range(n), 3)
        constraints.append({"terms": [[a, 1], [b, 1], [c, -2]], "constant": 0, "op": "==",
                            "priority": rng.choice([REQUIRED] + OPTIONAL_PRIORITIES)})
    ops = [{"op": "add", "c": k} for k in range(len(constraints))]
    if rng.random() < 0.6:
        for _ in range(rng.randint(2, 6)):
            ops.append({"op": "setConstant", "c": rng.choice(preferences),
                        "value": -rng.randint(-20, width + 20) + rng.choice([0, 0.5])})
        if rng.random() < 0.3:
            k = rng.randrange(len(constraints))
            ops += [{"op": "remove", "c": k}, {"op": "add", "c": k}]
    return constraints, ops


def generate_system(seed, system_id, max_variables=8, max_constraints=12):
    system = _generate_system(seed, system_id, max_variables, max_constraints)
    # Drawn from a generator of their own, so that the systems above stay
    # what they were before these ops existed.
    rng = random.Random(f"{seed}:{system_id}:layout-ops")
    if rng.random() < 0.35:
        system["ops"] = differential_ops.layout_ops(rng, len(system["variables"]), system["constraints"],
                                                    system["ops"], random_constraint)
    return system


def _generate_system(seed, system_id, max_variables, max_constraints):
    # One generator per system: a system does not depend on --count, so any
    # id can be regenerated alone.
    rng = random.Random(f"{seed}:{system_id}")
    n = rng.randint(2, max_variables)
    flavour = rng.random()
    if flavour < 0.15:
        constraints, ops = layout_system(rng, n)
    else:
        if flavour < 0.25:
            # One optional level only: ties and wide optimal faces.
            level = rng.choice(OPTIONAL_PRIORITIES)
            constraints = [random_constraint(rng, n, rng.choice([REQUIRED, level]))
                           for _ in range(rng.randint(2, max_constraints))]
        else:
            constraints = [random_constraint(rng, n) for _ in range(rng.randint(2, max_constraints))]
        if rng.random() < 0.25:
            constraints += degenerate_constraints(rng, n, constraints)
            rng.shuffle(constraints)
        ops = random_ops(rng, len(constraints), dynamic=rng.random() < 0.25)
    return {
        "id": system_id,
        "variables": [f"x{i}" for i in range(n)],
        "constraints": constraints,
        "ops": ops,
    }


# ---------------------------------------------------------------------------
# Running the solver

def run_solver(binary, systems, timeout=10.0):
    """Reports by system id. A crash, or a system answered in no less than
    `timeout` seconds (a hang), is charged to the first system without an
    answer (reported as {"crashed": message}); the rest is run again."""
    reports = {}
    pending = list(systems)
    while pending:
        with tempfile.TemporaryFile("w+b") as stderr:
            process = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr)

            def feed(batch=pending):
                try:
                    for system in batch:
                        process.stdin.write((json.dumps(system, separators=(",", ":")) + "\n").encode())
                    process.stdin.close()
                except BrokenPipeError:
                    pass  # it crashed; the reader finds out

            lines = queue.Queue()

            def drain():
                for line in process.stdout:
                    lines.put(line)
                lines.put(None)

            threading.Thread(target=feed, daemon=True).start()
            threading.Thread(target=drain, daemon=True).start()
            answered = 0
            problem = None
            while True:
                try:
                    line = lines.get(timeout=timeout)
                except queue.Empty:
                    problem = f"no answer within {timeout} s (a hang?)"
                    process.kill()
                    break
                if line is None or not line.endswith(b"\n"):
                    break  # the end, or a line cut short by a crash
                report = json.loads(line)
                reports[report["id"]] = report
                answered += 1
            status = process.wait()
            if problem is None and status != 0:
                problem = f"exit status {status}"
            if answered >= len(pending):
                break
            stderr.seek(0)
            culprit = pending[answered]
            message = stderr.read()[-2000:].decode(errors="replace")
            reports[culprit["id"]] = {"id": culprit["id"], "crashed": f"{problem}: {message}",
                                      "hang": bool(problem and problem.startswith("no answer"))}
            pending = pending[answered + 1:]
    return reports


# ---------------------------------------------------------------------------
# The oracle

class Row:
    """A constraint as the oracle sees it: dense coefficients, constant,
    relation, priority."""

    def __init__(self, index, coefficients, constant, op, priority):
        self.index = index
        self.a = coefficients
        self.c = float(constant)
        self.op = op
        self.priority = priority

    @property
    def required(self):
        return self.priority >= REQUIRED

    def value(self, x):
        return float(self.a @ x) + self.c

    def error(self, x):
        e = self.value(x)
        if self.op == "==":
            return abs(e)
        if self.op == ">=":
            return max(0.0, -e)
        return max(0.0, e)


def dense(system, index, constant=None, priority=None):
    spec = system["constraints"][index]
    a = np.zeros(len(system["variables"]))
    for v, coefficient in spec["terms"]:
        a[int(v)] += coefficient
    return Row(index, a, spec["constant"] if constant is None else constant, spec["op"],
               spec["priority"] if priority is None else priority)


class OracleError(Exception):
    pass


def lp(c, a_ub, b_ub, a_eq, b_eq, bounds, options=None):
    """(status, objective, x): status "optimal", "infeasible" or "unbounded"."""
    result = linprog(np.asarray(c, dtype=float),
                     A_ub=np.array(a_ub) if a_ub else None, b_ub=np.array(b_ub) if b_ub else None,
                     A_eq=np.array(a_eq) if a_eq else None, b_eq=np.array(b_eq) if b_eq else None,
                     bounds=bounds, method="highs", options=options or {})
    if result.status == 0:
        return "optimal", result.fun, result.x
    if result.status == 2:
        return "infeasible", None, None
    if result.status == 3:
        return "unbounded", None, None
    raise OracleError(f"linprog: {result.message}")


def feasible(rows, n, allowances=None):
    """Whether `rows` can hold together, each within its allowance (default 0)."""
    a_ub, b_ub, a_eq, b_eq = [], [], [], []
    for k, row in enumerate(rows):
        allowance = allowances[k] if allowances else 0.0
        if not row.a.any():
            # No variable left: the constant alone decides.
            e = row.c
            ok = {"==": abs(e) <= allowance + 1e-9, ">=": e >= -allowance - 1e-9,
                  "<=": e <= allowance + 1e-9}[row.op]
            if not ok:
                return False
            continue
        if row.op == "==" and allowance == 0:
            a_eq.append(row.a)
            b_eq.append(-row.c)
        if row.op in ("<=", "==") and (row.op != "==" or allowance > 0):
            a_ub.append(row.a)
            b_ub.append(allowance - row.c)
        if row.op in (">=", "==") and (row.op != "==" or allowance > 0):
            a_ub.append(-row.a)
            b_ub.append(allowance + row.c)
    if not a_ub and not a_eq:
        return True
    status, _, _ = lp(np.zeros(n), a_ub, b_ub, a_eq, b_eq, [(None, None)] * n)
    if status == "infeasible":
        # Every verdict of infeasibility is asked twice: HiGHS's presolve
        # has been seen to misjudge (see Lexicographic._solve).
        status, _, _ = lp(np.zeros(n), a_ub, b_ub, a_eq, b_eq, [(None, None)] * n, {"presolve": False})
    return status == "optimal"


def feasible_with(others, new, n):
    """Whether `new` can join `others`, which are known to be feasible together."""
    used = {v for row in others for v in np.nonzero(row.a)[0]}
    if any(v not in used for v in np.nonzero(new.a)[0]):
        return True  # a variable of its own: solve for it (saves most LPs)
    return feasible(others + [new], n)


class Lexicographic:
    """The optimal face of the final system: x free, one error variable per
    optional inequality and two per optional equation, levels minimized in
    turn with the totals of higher levels fixed."""

    def __init__(self, rows, n):
        self.columns = n
        self.slack = FIXING_SLACK
        self.fixed = []  # (row of a_ub, total) per fixed level
        self.a_ub, self.b_ub, self.a_eq, self.b_eq = [], [], [], []
        self.level_columns = OrderedDict()  # priority -> error columns, highest first
        entries = []  # (row, error columns with sign)
        for row in sorted(rows, key=lambda r: -r.priority):
            if row.required:
                entries.append((row, []))
                continue
            if row.op == "==":
                errors = [(self.columns, -1.0), (self.columns + 1, 1.0)]  # e - p + m == 0
                self.columns += 2
            else:
                # <=: e - s <= 0;  >=: e + s >= 0.
                errors = [(self.columns, -1.0 if row.op == "<=" else 1.0)]
                self.columns += 1
            self.level_columns.setdefault(row.priority, []).extend(col for col, _ in errors)
            entries.append((row, errors))
        for row, errors in entries:
            full = np.zeros(self.columns)
            full[:n] = row.a
            for col, sign in errors:
                full[col] = sign
            if row.op == "==":
                self.a_eq.append(full)
                self.b_eq.append(-row.c)
            elif row.op == "<=":
                self.a_ub.append(full)
                self.b_ub.append(-row.c)
            else:
                self.a_ub.append(-full)
                self.b_ub.append(row.c)
        self.bounds = [(None, None)] * n + [(0, None)] * (self.columns - n)

    def _solve(self, objective):
        status, value, x = lp(objective, self.a_ub, self.b_ub, self.a_eq, self.b_eq, self.bounds)
        if status == "infeasible":
            # The face is not empty (the levels were just solved on it): a
            # presolve misjudgement, seen on unbounded problems. Ask again.
            status, value, x = lp(objective, self.a_ub, self.b_ub, self.a_eq, self.b_eq, self.bounds,
                                  {"presolve": False})
        while status == "infeasible" and self.slack < MAX_FIXING_SLACK:
            # Or a level's optimum came out a hair below the true one (HiGHS
            # works to 1e-7): loosen the fixing and ask again.
            self.slack *= 100
            for row, total in self.fixed:
                self.b_ub[row] = total + self.slack * max(1.0, abs(total))
            status, value, x = lp(objective, self.a_ub, self.b_ub, self.a_eq, self.b_eq, self.bounds)
        return status, value, x

    def optimize(self):
        """Each level's optimal total, highest first; fixes them as it goes."""
        totals = OrderedDict()
        for priority, cols in self.level_columns.items():
            objective = np.zeros(self.columns)
            objective[cols] = 1.0
            status, total, _ = self._solve(objective)
            if status != "optimal":
                raise OracleError(f"level {priority}: {status}")
            totals[priority] = total
            self.fixed.append((len(self.a_ub), total))
            self.a_ub.append(objective)
            self.b_ub.append(total + self.slack * max(1.0, abs(total)))
        return totals

    def range(self, variable):
        """(minimum, maximum) of a variable over the optimal face; None = unbounded."""
        out = []
        for sign in (1.0, -1.0):
            objective = np.zeros(self.columns)
            objective[variable] = sign
            status, value, _ = self._solve(objective)
            if status == "unbounded":
                out.append(None)
            elif status == "optimal":
                out.append(sign * value)
            else:
                raise OracleError(f"range of x{variable}: {status}")
        return tuple(out)


def check_certificate(what, rows, multipliers, reported_sum, allowances, n, failures, category):
    """Signs, cancellation and the contradiction of a Farkas certificate."""
    if len(multipliers) != len(rows):
        failures.append((category, f"{what}: {len(multipliers)} multipliers for {len(rows)} constraints"))
        return
    combined = np.zeros(n)
    constant = 0.0
    scale = 1.0
    for row, m in zip(rows, multipliers):
        if (row.op == ">=" and m < -1e-12) or (row.op == "<=" and m > 1e-12):
            failures.append((category, f"{what}: multiplier {m} of c{row.index} ({row.op}) has the wrong sign"))
        combined += m * row.a
        constant += m * row.c
        scale = max(scale, abs(m) * max(1.0, abs(row.c), float(np.abs(row.a).max(initial=0))))
    if np.abs(combined).max(initial=0) > 1e-9 * scale:
        failures.append((category, f"{what}: the variables do not cancel: {combined.tolist()}"))
    if reported_sum is None or not close(constant, reported_sum, 1e-9):
        failures.append((category, f"{what}: sum {reported_sum} but Σ multiplier × constant = {constant}"))
        return
    bound = -sum(abs(m) * allow for m, allow in zip(multipliers, allowances))
    if not reported_sum < bound - 1e-9 * scale:
        failures.append((category, f"{what}: sum {reported_sum} is no contradiction (bound {bound})"))


def check_system(system, report):
    """[(category, message)] for every disagreement between solver and oracle."""
    failures = []
    try:
        _check(system, report, failures)
    except OracleError as error:
        failures.append(("oracle", str(error)))
    return failures


def _check(system, report, failures):
    if "crashed" in report:
        failures.append(("hang" if report.get("hang") else "crash", report["crashed"]))
        return
    if report.get("inputError"):
        failures.append(("input", report["inputError"]))
        return
    n = len(system["variables"])
    specs = system["constraints"]
    for problem in report["invariantProblems"]:
        failures.append(("invariants", problem))

    # Replay the ops (see differential_ops.replay): index -> (constant, priority).
    active = {}
    if not differential_ops.replay(system, system["ops"], report["events"], active, n, failures, Oracle):
        return

    # The final system.
    if sorted(active) != report["active"]:
        failures.append(("active", f"active {report['active']}, oracle {sorted(active)}"))
        return
    for i, (constant, priority) in active.items():
        if not close(report["constants"].get(str(i), math.nan), constant):
            failures.append(("constants", f"c{i}: constant {report['constants'].get(str(i))}, oracle {constant}"))
        if not close(report.get("priorities", {}).get(str(i), math.nan), priority, 1e-6):
            failures.append(("priorities", f"c{i}: priority {report.get('priorities', {}).get(str(i))}, oracle {priority}"))
    rows = [dense(system, i, constant, priority) for i, (constant, priority) in active.items()]
    x = solution(report["values"], rows, n, failures, "")
    if x is None:
        return
    if not feasible([row for row in rows if row.required], n):
        # Only after a wrongly accepted op, reported above; nothing to optimize.
        failures.append(("required", "the final required constraints are infeasible"))
        return
    optimum = Lexicographic(rows, n)
    totals = optimum.optimize()
    check_levels(rows, x, totals, failures, "")
    state = system.get("state")
    # A state given without ranges (a layout inside an exploration, whose
    # ranges and violations the layout's own system has checked) skips
    # them: their LPs were most of the oracle's time.
    if not state or state.get("ranges") is not None:
        used = {v for row in rows for v in np.nonzero(row.a)[0]}
        ranges = [optimum.range(v) if v in used else (None, None) for v in range(n)]
        check_ranges(x, report["ranges"], ranges, failures, "")
        check_violations(system, report, rows, x, n, failures)

    # What the engine the system was read from had reached, step by step.
    if state:
        x = solution(state["values"], rows, n, failures, "engine-")
        if x is not None:
            check_levels(rows, x, totals, failures, "engine-")
            if state.get("ranges") is not None:
                check_ranges(x, state["ranges"], ranges, failures, "engine-")


def solution(values, rows, n, failures, kind):
    """`values` as a vector, after checking they are numbers and hold the
    required rows; None when they are not numbers."""
    if len(values) != n or any(not isinstance(v, (int, float)) for v in values):
        failures.append((kind + "values", f"{len(values)} values for {n} variables, or non-finite: {values}"))
        return None
    x = np.array(values, dtype=float)
    for row in rows:
        if row.required and row.error(x) > TOLERANCE * max(1.0, abs(row.c)):
            failures.append((kind + "required", f"c{row.index} off by {row.error(x)} at {values}"))
    return x


def check_levels(rows, x, totals, failures, kind):
    """Each level's total error at `x` is the level's lexicographic optimum."""
    for priority, total in totals.items():
        achieved = sum(row.error(x) for row in rows if row.priority == priority)
        if not close(achieved, total):
            failures.append((kind + "level", f"level {priority}: solver's total error {achieved}, optimum {total}"))


def check_ranges(x, reported, ranges, failures, kind):
    """Each value lies in its exact range over the optimal face, and the
    reported range is that range."""
    for v, expected in enumerate(ranges):
        got = tuple(reported[v])
        low, high = expected
        value = x[v]
        if (low is not None and value < low - TOLERANCE * max(1.0, abs(low))) or \
                (high is not None and value > high + TOLERANCE * max(1.0, abs(high))):
            failures.append((kind + "range", f"x{v}'s value {value} is outside its optimal range {expected}"))
        for side, e, g in zip(("minimum", "maximum"), expected, got):
            if (e is None) != (g is None) or (e is not None and not (isinstance(g, (int, float)) and close(e, g))):
                failures.append((kind + "range", f"x{v} {side}: solver {g}, oracle {e} (value {value})"))


def check_inside(system, active, values, n, failures, where):
    """The values an exploration reached hold its required constraints and
    reach the lexicographic optimum of its system."""
    rows = [dense(system, i, constant, priority) for i, (constant, priority) in active.items()]
    if values is None:
        failures.append(("inside-values", f"{where}: no values reported"))
        return
    x = solution(values, rows, n, failures, "inside-")
    if x is None or not feasible([row for row in rows if row.required], n):
        return
    levels = []
    check_levels(rows, x, Lexicographic(rows, n).optimize(), levels, "inside-")
    failures += [(kind, f"{where}: {message}") for kind, message in levels]


class Oracle:
    """What differential_ops.replay asks of the oracle."""
    row = staticmethod(dense)
    feasible_with = staticmethod(feasible_with)
    check_inside = staticmethod(check_inside)

    @staticmethod
    def check_conflict(system, where, event, new, active, n, failures):
        check_conflict(system, where, event, new, active, n, failures)


def check_conflict(system, where, event, new, active, n, failures):
    names = event.get("conflictsWith") or []
    if event.get("message"):
        failures.append(("conflict-certificate", f"{where}: {event['message']}"))
    bad = [j for j in names if j not in active or j == new.index or active[j][1] < REQUIRED]
    if bad or len(set(names)) != len(names):
        failures.append(("conflict-names",
                         f"{where}: names {names}, of which {bad} are not other active required constraints"))
        return
    members = [dense(system, j, *active[j]) for j in names]
    if feasible(members + [new], n):
        failures.append(("conflict-set", f"{where}: {names} plus the new constraint are feasible"))
    for k in range(len(members)):
        if not feasible(members[:k] + members[k + 1:] + [new], n):
            failures.append(("conflict-minimality", f"{where}: {names} still conflicts without c{names[k]}"))
    check_certificate(where, [new] + members, event.get("multipliers") or [], event.get("sum"),
                      [0.0] * (len(members) + 1), n, failures, "conflict-certificate")


def check_violations(system, report, rows, x, n, failures):
    by_index = {row.index: row for row in rows}
    expected = {row.index for row in rows if not row.required and row.error(x) > TOLERANCE}
    reported = {v["c"]: v for v in report["violations"]}
    # The solver reports by its own error at 1e-6: allow borderline cases.
    for i in expected - set(reported):
        if by_index[i].error(x) > 2 * TOLERANCE:
            failures.append(("violation-missing", f"c{i} is off by {by_index[i].error(x)} but not reported"))
    for i, violation in reported.items():
        where = f"violation of c{i}"
        row = by_index.get(i)
        if row is None or row.required:
            failures.append(("violation-names", f"{where}: not an active optional constraint"))
            continue
        if not close(violation["error"], row.error(x)):
            failures.append(("violation-error", f"{where}: error {violation['error']}, from the values {row.error(x)}"))
        names = violation.get("forbiddenBy")
        if names is None:
            failures.append(("violation-certificate", f"{where}: no certificate (error {violation['error']})"))
            continue
        bad = [j for j in names if j not in by_index or j == i]
        if bad or len(set(names)) != len(names):
            failures.append(("violation-names",
                             f"{where}: names {names}, of which {bad} are not other active constraints"))
            continue
        low = [j for j in names if by_index[j].priority < row.priority]
        if low:
            failures.append(("violation-priority", f"{where} (@{row.priority}): forbidden by lower {low}"))
        allowances = violation["allowances"]
        members = [by_index[j] for j in names]
        if len(allowances) != len(members) + 1 or abs(allowances[0]) > 1e-12:
            failures.append(("violation-certificate", f"{where}: allowances {allowances}"))
            continue
        for member, allowance in zip(members, allowances[1:]):
            if abs(allowance - member.error(x)) > TOLERANCE * max(1.0, abs(member.c)):
                failures.append(("violation-certificate",
                                 f"{where}: c{member.index}'s allowance {allowance}, its error {member.error(x)}"))
        check_certificate(where, [row] + members, violation["multipliers"] or [], violation["sum"],
                          allowances, n, failures, "violation-certificate")
        # Minimal: without any one member, the violated constraint could hold.
        for k in range(len(members)):
            rest = members[:k] + members[k + 1:]
            if not feasible(rest + [row], n, allowances[1:k + 1] + allowances[k + 2:] + [0.0]):
                failures.append(("violation-minimality", f"{where}: {names} still forbid it without c{names[k]}"))


def _check_pair(pair):
    return check_system(*pair)


# ---------------------------------------------------------------------------
# Minimizing a failure

def named(ops):
    """The constraints `ops` name, an exploration's included."""
    return {op["c"] for op in ops if op["c"] >= 0} | {c for op in ops for c in named(op.get("ops") or [])}


def renumber(system):
    """Drops constraints no op names and variables no constraint uses."""
    used_c = sorted(named(system["ops"]))
    cmap = {old: new for new, old in enumerate(used_c)}
    constraints = [system["constraints"][c] for c in used_c]
    used_v = sorted({int(v) for c in constraints for v, _ in c["terms"]})
    vmap = {old: new for new, old in enumerate(used_v)}

    def mapped(ops):
        return [dict(op, c=cmap.get(op["c"], -1), **({"ops": mapped(op["ops"])} if op.get("ops") is not None else {}))
                for op in ops]
    return {
        "id": system["id"],
        "variables": [f"x{k}" for k in range(max(1, len(used_v)))],
        "constraints": [dict(c, terms=[[vmap[int(v)], coef] for v, coef in c["terms"]]) for c in constraints],
        "ops": mapped(system["ops"]),
    }


def candidates(system):
    """Smaller or simpler variants of a system, most aggressive first."""
    ops = system["ops"]
    for size in (len(ops) // 2, len(ops) // 4, 1):
        if size < 1:
            continue
        for start in range(0, len(ops), size):
            yield dict(system, ops=ops[:start] + ops[start + size:])
    for i, c in enumerate(system["constraints"]):
        def variant(**changes):
            constraints = list(system["constraints"])
            constraints[i] = dict(c, **changes)
            return dict(system, constraints=constraints)
        if len(c["terms"]) > 1:
            for k in range(len(c["terms"])):
                yield variant(terms=c["terms"][:k] + c["terms"][k + 1:])
        for k, (v, coef) in enumerate(c["terms"]):
            if abs(coef) != 1:
                yield variant(terms=c["terms"][:k] + [[v, 1 if coef > 0 else -1]] + c["terms"][k + 1:])
        if c["constant"] != 0:
            yield variant(constant=0)
            if abs(c["constant"]) > 1:
                yield variant(constant=int(c["constant"] / 2))
        for p in [REQUIRED] + OPTIONAL_PRIORITIES:
            if p > c["priority"]:
                yield variant(priority=p)
        if c["op"] != ">=":
            yield variant(op=">=")
    for k, op in enumerate(ops):
        if op["op"] == "setConstant" and op["value"] != 0:
            yield dict(system, ops=ops[:k] + [dict(op, value=0)] + ops[k + 1:])
    # Merge variables: replace one by another.
    n = len(system["variables"])
    for a in range(n):
        for b in range(a):
            constraints = [dict(c, terms=[[b if int(v) == a else v, coef] for v, coef in c["terms"]])
                           for c in system["constraints"]]
            yield dict(system, constraints=constraints)


def minimize(binary, system, category, timeout):
    """Greedy shrinking while a failure of `category` remains. Candidates run
    in batches, one solver process each, except when chasing a hang or a
    crash: each failing candidate then costs a process (and a hang a whole
    timeout), so they run one at a time and the first failure is taken."""
    batch = 1 if category in ("hang", "crash") else 64
    current = renumber(system)
    improved = True
    while improved:
        improved = False
        pool = []
        for candidate in candidates(current):
            pool.append(renumber(dict(candidate, id=len(pool))))
            if len(pool) < batch:
                continue
            current, improved = _first_failing(binary, pool, category, current, timeout)
            pool = []
            if improved:
                break
        if not improved and pool:
            current, improved = _first_failing(binary, pool, category, current, timeout)
    return dict(current, id=system["id"])


def _first_failing(binary, pool, category, current, timeout):
    reports = run_solver(binary, pool, timeout)
    for candidate in pool:
        if any(cat == category for cat, _ in check_system(candidate, reports[candidate["id"]])):
            return candidate, True
    return current, False


def coverage(systems, reports):
    """What the run exercised, so a weak generator shows."""
    counts = Counter()
    for system in systems:
        report = reports.get(system["id"], {})
        def count(ops, events, inside=""):
            for op, event in zip(ops, events):
                counts[f"{inside}{op['op']} {event['status']}"] += 1
                count(op.get("ops") or [], event.get("inner") or [], "explore: ")
        count(system["ops"], report.get("events", []))
        counts["violations"] += len(report.get("violations", []))
        for low, high in report.get("ranges", []):
            if low is None or high is None:
                counts["unbounded sides"] += (low is None) + (high is None)
            elif high - low > 1e-7:
                counts["ambiguous bounded"] += 1
    return dict(sorted(counts.items()))


# ---------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=1000, help="systems to generate (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--max-variables", type=int, default=8, help="variables per system: 2 to this (default 8)")
    parser.add_argument("--max-constraints", type=int, default=12,
                        help="random constraints per system: 2 to this, before degenerate extras (default 12)")
    parser.add_argument("--verbose", action="store_true", help="print every failure in full and progress")
    parser.add_argument("--keep", metavar="FILE", help="write the systems (JSON Lines) to FILE")
    parser.add_argument("--input", metavar="FILE", help="read systems (JSON Lines) instead of generating")
    parser.add_argument("--minimize", action="store_true",
                        help="shrink the first failing system of each category and print it")
    parser.add_argument("--binary", help="the cassowary-check executable (default: .build/<config>/cassowary-check)")
    parser.add_argument("--release", action="store_true", help="use the release build by default")
    parser.add_argument("--timeout", type=float, default=10.0,
                        help="seconds without an answer before a system counts as a hang (default 10)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="oracle processes")
    args = parser.parse_args()

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = args.binary or os.path.join(root, ".build", "release" if args.release else "debug", "cassowary-check")
    if not os.access(binary, os.X_OK):
        sys.exit(f"differential: no executable {binary}; build it with `swift build --product cassowary-check`")

    if args.input:
        with open(args.input) as f:
            systems = [json.loads(line) for line in f if line.strip()]
    else:
        systems = [generate_system(args.seed, k, args.max_variables, args.max_constraints)
                   for k in range(args.count)]
    if args.keep:
        with open(args.keep, "w") as f:
            for system in systems:
                f.write(json.dumps(system, separators=(",", ":")) + "\n")

    reports = run_solver(binary, systems, args.timeout)
    pairs = [(s, reports.get(s["id"], {"id": s["id"], "crashed": "no report"})) for s in systems]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(_check_pair, pairs, chunksize=16)
    else:
        results = [_check_pair(p) for p in pairs]

    passed = failed = 0
    categories = Counter()
    first_of_category = {}
    for system, failures in zip(systems, results):
        if not failures:
            passed += 1
            continue
        failed += 1
        kinds = sorted({cat for cat, _ in failures})
        categories.update(kinds)
        for cat in kinds:
            first_of_category.setdefault(cat, system)
        shown = failures if args.verbose else failures[:5]
        print(f"FAIL system {system['id']}: {', '.join(kinds)}")
        for cat, message in shown:
            print(f"  [{cat}] {message}")
        if len(shown) < len(failures):
            print(f"  ... {len(failures) - len(shown)} more (--verbose)")
        print(f"  repro: {json.dumps(system, separators=(',', ':'))}")

    print("coverage: " + ", ".join(f"{k} {v}" for k, v in coverage(systems, reports).items()))
    if categories:
        print("failures by category: " + ", ".join(f"{cat} {k}" for cat, k in sorted(categories.items())))
    if args.minimize:
        # One shrunk system per category, unless an earlier one already shows it.
        shown = set()
        for cat, system in sorted(first_of_category.items()):
            if cat in shown:
                continue
            if cat == "input":
                small = system
            else:
                small = minimize(binary, system, cat, min(args.timeout, 2.0) if cat == "hang" else args.timeout)
            failures = check_system(small, run_solver(binary, [small], args.timeout)[small["id"]])
            shown.update(c2 for c2, _ in failures)
            print(f"minimized [{cat}] from system {system['id']}: {json.dumps(small, separators=(',', ':'))}")
            for c2, message in failures:
                print(f"  [{c2}] {message}")
    print(f"differential: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
