import Cassowary
import LayoutModel

extension BrokenConstraint {
    /// The explanation as the shell prints it: the constraint and how far
    /// off it is, the constraints that forbid it as a sum with what each
    /// step gives, the conclusion, and the fixes. `collapsed` tells long runs
    /// of alike constraints in one line each.
    public func lines(_ engine: LayoutEngine, collapsed: Bool = true) -> [String] {
        let words = ConstraintWords(engine.layout)
        let c = constraint
        var out = [words.full(c)]
        let amount = formatNumber(error)
        if isRequired {
            // One line: the shell wraps it to the terminal.
            out.append("  BROKEN: required, but it contradicts other required constraints. UIKit would log "
                       + "\"Unable to simultaneously satisfy constraints\" and break one of the set. layoutsh broke "
                       + "this one: your newest in the set, else what was generated for the view made last (never "
                       + "the screen's own), so the same layout breaks the same one however it was built. It is kept "
                       + "just below required (off by \(amount)) and comes back by itself when the conflict goes away.")
        } else {
            out.append("  not satisfied: off by \(amount); it is @\(c.priority), and stronger constraints win.")
        }
        guard let proof else {
            out.append("  (the solver found no smaller set to blame)")
            return out
        }
        let level = isRequired ? "the required constraints" : "constraints of priority \(c.priority) or higher"
        out.append("  why: \(level) add up to a bound it breaks:")
        out += proof.lines(words, then: ", so \(engine.layout.describe(c)) cannot hold (off by \(amount))", collapsed: collapsed)
        for fix in fixes { out.append("  fix: \(fix)") }
        return out
    }
}

extension BrokenGroup {
    /// The first constraint's explanation, then one line for the others:
    /// `… 30 more alike constraints not satisfied (#g153 toggle_2.height
    /// >= 31 @750 and #g171, #g189, …, #g675): …`. They need not be next to
    /// each other (the rows between may hold), so each is named by its id.
    public func lines(_ engine: LayoutEngine) -> [String] {
        var out = first.lines(engine)
        guard let head = others.first else { return out }
        let words = ConstraintWords(engine.layout)
        let what = first.isRequired ? "required constraints broken" : "constraints not satisfied"
        let rest = others.dropFirst().map(\.id.description)
        let span = words.short(head) + (rest.isEmpty ? "" : " and " + ConstraintWords.list(Array(rest), counted: false))
        out.append("… \(others.count) more alike \(what) (\(span)): :broken --all explains each")
        return out
    }
}
