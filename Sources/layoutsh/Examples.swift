// The built-in examples run by `layoutsh --example NAME`.

import ArgumentParser

enum Example: String, CaseIterable, ExpressibleByArgument {
    /// Everything below, in order.
    case tour
    /// Lexicographic priorities: a preferred width that cannot hold.
    case priorities
    /// A required constraint refused with a minimal proof.
    case conflict
    /// An exact ambiguity range.
    case ambiguity

    /// One line for `--help` (ArgumentParser lists each value with it).
    var defaultValueDescription: String {
        switch self {
        case .tour: return "priorities, conflict and ambiguity, in order"
        case .priorities: return "lexicographic priorities and why a constraint is off"
        case .conflict: return "a conflicting required constraint, refused with a minimal proof"
        case .ambiguity: return "the exact range of an ambiguous value"
        }
    }

    /// Runs the example, printing its output. Returns the exit status
    /// (non-zero only if the solver does not behave as the example expects).
    func run() -> Int32 {
        var tour = SolverTour()
        Console.out("layoutsh \(Version.number): example '\(rawValue)'. The layout language arrives with the shell;")
        Console.out("until then the examples call the solver (layer 1) directly.")
        switch self {
        case .tour:
            tour.priorities()
            tour.conflict()
            tour.ambiguity()
        case .priorities:
            tour.priorities()
        case .conflict:
            tour.conflict()
        case .ambiguity:
            tour.ambiguity()
        }
        return tour.failed ? 1 : 0
    }
}
