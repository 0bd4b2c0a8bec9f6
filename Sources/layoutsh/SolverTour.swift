// The built-in examples: a tiny layout on a 375-point-wide screen, built by
// hand as solver constraints, showing what the solver can already do.
//
// Every number printed comes from the solver; the output is deterministic.

import Cassowary

struct SolverTour {
    let solver = Solver()
    let screenWidth = Variable("screen.width")
    let boxLeft = Variable("box.left")
    let boxWidth = Variable("box.width")
    let labelLeft = Variable("label.left")
    let labelWidth = Variable("label.width")
    /// Set when the solver refused something the example expected it to accept.
    private(set) var failed = false
    /// Whether the box's constraints are in the solver yet.
    private var hasBox = false
    /// How many sections have been printed.
    private var sections = 0
    /// Whether the note on reading a proof has been printed.
    private var explainedProofs = false
    /// The box's two optional width constraints, @750 and @250.
    private var boxWishes: [Constraint] = []

    /// A constraint whose label is the way a person writes it.
    private func constraint(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                            _ priority: Priority, _ text: String) -> Constraint {
        let shown = priority.isRequired ? text : "\(text) @\(priority)"
        return Constraint(lhs, relation, rhs, priority: priority, label: shown)
    }

    /// Adds constraints the example expects to hold, printing each.
    private mutating func add(_ constraints: [Constraint]) {
        for c in constraints {
            Console.out("  add \(c)")
            do throws(SolverError) {
                try solver.add(c)
            } catch {
                Console.out("  unexpected: \(error)")
                failed = true
            }
        }
    }

    /// Prints a certificate, explaining how to read one the first time.
    private mutating func proof(_ lead: String, _ certificate: Certificate) {
        Console.out("    \(lead) \(certificate)")
        for term in certificate.terms where term.allowance > 0 {
            Console.out("    (\(term.constraint) keeps its higher priority: it may be off by \(formatNumber(term.allowance)), no more)")
        }
        guard !explainedProofs else { return }
        explainedProofs = true
        Console.out("    (each constraint, written as expression OP 0, times its factor: the variables")
        Console.out("     cancel, and the sum contradicts what the constraints allow)")
    }

    /// Starts a numbered section.
    private mutating func heading(_ title: String) {
        sections += 1
        Console.out("")
        Console.out("\(sections). \(title)")
    }

    private func show(_ variables: [Variable]) {
        let values = variables.map { "\($0) = \(formatNumber(solver.value(of: $0)))" }
        Console.out("  → " + values.joined(separator: ", "))
    }

    // MARK: The box

    /// screen.width == 375; box.left == 20; box.left + box.width <= screen.width − 20;
    /// and two wishes for the width at different priorities.
    private mutating func addBox() {
        guard !hasBox else { return }
        hasBox = true
        let wish750 = constraint(Expression(boxWidth), .equal, Expression(constant: 400), .defaultHigh,
                                 "box.width == 400")
        let wish250 = constraint(Expression(boxWidth), .equal, Expression(constant: 100), .defaultLow,
                                 "box.width == 100")
        add([
            constraint(Expression(screenWidth), .equal, Expression(constant: 375), .required, "screen.width == 375"),
            constraint(Expression(boxLeft), .equal, Expression(constant: 20), .required, "box.left == 20"),
            constraint(boxLeft + boxWidth, .lessThanOrEqual, screenWidth - 20, .required,
                       "box.left + box.width <= screen.width - 20"),
            wish750,
            wish250,
        ])
        boxWishes = [wish750, wish250]
    }

    // MARK: 1. Priorities

    /// The @750 wish is met as far as the required constraints allow before
    /// the @250 one counts at all: no averaging between levels.
    mutating func priorities() {
        heading("Priorities are lexicographic (UIKit's 1...1000, 1000 = required)")
        addBox()
        show([boxLeft, boxWidth])
        for wish in boxWishes {
            if let violation = solver.violation(of: wish) {
                Console.out("  \(wish) is off by \(formatNumber(violation.error))")
                if let certificate = violation.certificate {
                    proof("because", certificate)
                }
            } else {
                Console.out("  \(wish) holds")
            }
        }
        let width = formatNumber(solver.value(of: boxWidth))
        Console.out("  The @750 wish gets all it can (\(width)) before the @250 wish counts at all.")
    }

    // MARK: 2. Conflicts

    /// A required constraint that contradicts the others is refused, the
    /// solver rolls back, and the error carries a minimal certificate.
    mutating func conflict() {
        heading("A conflicting required constraint is refused, with a minimal proof")
        addBox()
        let demand = constraint(Expression(boxWidth), .equal, Expression(constant: 400), .required,
                                "box.width == 400")
        Console.out("  add \(demand)")
        do throws(SolverError) {
            try solver.add(demand)
            Console.out("  unexpected: the solver accepted it")
            failed = true
        } catch {
            guard case .unsatisfiable(let conflict) = error else {
                Console.out("  unexpected: \(error)")
                failed = true
                return
            }
            Console.out("  refused: it conflicts with \(conflict.conflictsWith.map(\.description).joined(separator: ", "))")
            proof("proof:", conflict.certificate)
            Console.out("  The solver is unchanged:")
            show([boxLeft, boxWidth])
        }
    }

    // MARK: 3. Ambiguity

    /// A label inside the box with a width but no position: its left edge
    /// can be anywhere the box leaves room for, and ranges(of:) says exactly where.
    mutating func ambiguity() {
        heading("Ambiguity is exact: each value's range over all optimal layouts")
        addBox()
        add([
            constraint(Expression(labelWidth), .equal, Expression(constant: 100), .required, "label.width == 100"),
            constraint(Expression(labelLeft), .greaterThanOrEqual, Expression(boxLeft), .required,
                       "label.left >= box.left"),
            constraint(labelLeft + labelWidth, .lessThanOrEqual, boxLeft + boxWidth, .required,
                       "label.left + label.width <= box.left + box.width"),
        ])
        for range in solver.ranges(of: [boxLeft, boxWidth, labelWidth, labelLeft]) {
            Console.out("  \(range)")
        }
        Console.out("  Nothing decides where the label sits inside the box: label.left is ambiguous.")
    }
}
