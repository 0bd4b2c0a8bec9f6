"""What a system's operations do, for scripts/differential.py: the ops a
layout makes beyond add, remove and setConstant (setPriority, edit variables
dragged by suggestions, explorations that try changes and take them back),
generated at random, and replayed by the oracle to say what the solver
should have answered to each.

The oracle's view of the solver is `active`: constraint index -> (constant,
priority) of each constraint in force. An edit constraint (`v == c`, one
term of coefficient 1, optional) stands for an edit variable: `addEdit` is
its add, `suggest x` a constant change to -x, `removeEdit` its removal.
"""

REQUIRED = 1000
EDIT_PRIORITIES = [999, 750, 500, 250]


# ---------------------------------------------------------------------------
# Generation

def edit_constraint(rng, variable):
    """`variable == suggested value` at an edit priority."""
    return {"terms": [[variable, 1]], "constant": -rng.randint(-50, 150), "op": "==",
            "priority": rng.choice(EDIT_PRIORITIES)}


def layout_ops(rng, n, constraints, ops, random_constraint):
    """Appends to a dynamic system what layouts do after building: priorities
    changed (to and from required), an edit variable dragged, and an
    exploration that pins a value, drags it and is taken back (as `:exercise`
    and the ambiguity analysis do). Adds the constraints they need."""
    added = sorted({op["c"] for op in ops if op["op"] == "add"})
    out = list(ops)
    for _ in range(rng.randint(0, 3)):
        out.append({"op": "setPriority", "c": rng.choice(added),
                    "value": rng.choice([REQUIRED, REQUIRED, 999, 750, 250, 1])})
    # Edit variables on distinct variables: a variable has one at most.
    free = list(range(n))
    rng.shuffle(free)
    if rng.random() < 0.6 and free:
        e = len(constraints)
        constraints.append(edit_constraint(rng, free.pop()))
        out.append({"op": "addEdit", "c": e})
        for _ in range(rng.randint(1, 4)):
            out.append({"op": "suggest", "c": e, "value": rng.randint(-60, 160) + rng.choice([0, 0.5])})
        if rng.random() < 0.3:
            out.append({"op": "removeEdit", "c": e})
    if rng.random() < 0.5:
        inner = []
        probe = len(constraints)
        constraints.append(random_constraint(rng, n))
        inner.append({"op": "add", "c": probe})
        if free:
            e = len(constraints)
            constraints.append(edit_constraint(rng, free.pop()))
            inner.append({"op": "addEdit", "c": e})
            for _ in range(rng.randint(1, 3)):
                inner.append({"op": "suggest", "c": e, "value": rng.randint(-60, 160)})
        if rng.random() < 0.5:
            inner.append({"op": "setConstant", "c": rng.choice(added), "value": rng.randint(-100, 100)})
        if rng.random() < 0.3:
            inner.append({"op": "remove", "c": rng.choice(added)})
        out.append({"op": "explore", "c": -1, "ops": inner})
    return out


# ---------------------------------------------------------------------------
# Replaying for the oracle

def replay(system, ops, events, active, n, failures, oracle, where=""):
    """Checks the solver's answer to each of `ops` (its `events`) and brings
    `active` to the state the solver says it reached; where they disagree
    it follows the solver (after reporting it) so the later checks stay
    meaningful. `oracle` gives row, feasible_with, check_conflict and
    check_inside. False when the events do not match the ops."""
    specs = system["constraints"]
    if len(events) != len(ops):
        failures.append(("events", f"{where}{len(events)} events for {len(ops)} ops"))
        return False
    for k, (op, event) in enumerate(zip(ops, events)):
        kind, i, status = op["op"], op.get("c", -1), event["status"]
        at = f"{where}op {k} ({kind} c{i})"

        def disagree(expected):
            failures.append(("status", f"{at}: expected {expected}, solver said {status} {event.get('message', '')}"))

        if kind == "explore":
            inside = dict(active)
            if replay(system, op.get("ops") or [], event.get("inner") or [], inside, n, failures, oracle, f"{at}: "):
                oracle.check_inside(system, inside, event.get("values"), n, failures, at)
            continue
        if kind in ("remove", "removeEdit"):
            expected = "ok" if i in active else "ignored"
            got = "ignored" if event.get("ignored") else status
            if got != expected:
                failures.append(("status", f"{at}: expected {expected}, solver said {got} {event.get('message', '')}"))
            active.pop(i, None)
            continue
        if (kind in ("add", "addEdit")) == (i in active):
            # Adding what is in, or changing what is not.
            if status != "error":
                disagree("an error")
            continue
        if kind in ("add", "addEdit"):
            constant, priority = specs[i]["constant"], specs[i]["priority"]
        else:
            constant, priority = active[i]
            if kind == "setConstant":
                constant = op["value"]
            elif kind == "suggest":
                constant = -op["value"]
            elif kind == "setPriority":
                priority = op["value"]
        new = oracle.row(system, i, constant, priority)
        becomes_required = new.required and not (kind == "setPriority" and active[i][1] >= REQUIRED)
        if becomes_required or (new.required and kind == "setConstant"):
            others = [oracle.row(system, j, cj, pj) for j, (cj, pj) in active.items() if j != i and pj >= REQUIRED]
            expected = "ok" if oracle.feasible_with(others, new, n) else "conflict"
        else:
            expected = "ok"
        if status != expected:
            disagree(expected)
        if status == "conflict":
            oracle.check_conflict(system, at, event, new, active, n, failures)
        if status == "ok":
            active[i] = (constant, priority)
    return True
