import Cassowary
import LayoutModel

/// A constraint in force that does not hold, and why.
public struct BrokenConstraint: Sendable {
    public let constraint: LayoutConstraint
    /// How far off it is (points).
    public let error: Double
    /// A required constraint broken to recover from a conflict (UIKit's
    /// "Will attempt to recover by breaking constraint"), rather than an
    /// optional one that loses to stronger ones.
    public let isRequired: Bool
    /// The minimal set of other constraints that forbid it.
    public let forbiddenBy: [LayoutConstraint]
    /// The arithmetic: nil when the solver found no certificate.
    public let proof: Proof?
    /// What would bring it back, most specific first.
    public let fixes: [String]
}

extension BrokenConstraint {
    /// Explains constraint `c`, off by `error`, from the solver's violation certificate.
    init?(_ c: LayoutConstraint, error: Double, engine: LayoutEngine, vocabulary: Vocabulary) {
        let certificate = engine.standingConflict(of: c.id)?.certificate ?? engine.violation(of: c.id)?.certificate
        let proof = certificate.map { Proof($0, engine: engine, vocabulary: vocabulary) }
        let others = proof?.steps.compactMap(\.constraint) ?? []
        self.init(constraint: c, error: error, isRequired: engine.isBroken(c.id), forbiddenBy: others, proof: proof,
                  fixes: Fixes.forBroken(c, error: error, isRequired: engine.isBroken(c.id), against: others, layout: engine.layout))
    }
}

/// Every constraint that does not hold.
public enum BrokenConstraints {
    /// The broken and unsatisfied constraints, explained: required ones
    /// broken to recover from a conflict, the user's optional ones, and
    /// compression resistance (a squashed view). Content hugging that gives
    /// way (a view stretched beyond its intrinsic size) is how most layouts
    /// fill space, so it is only counted in `usual` unless `all` is set.
    public static func analyse(_ engine: LayoutEngine, all: Bool = false) -> (reports: [BrokenConstraint], usual: [LayoutConstraint]) {
        let vocabulary = Vocabulary(engine)
        var reports: [BrokenConstraint] = []
        var usual: [LayoutConstraint] = []
        for (c, error) in engine.unsatisfiedConstraints() {
            if !all, !engine.isBroken(c.id), c.identifier == "content-hugging" || isUsualGenerated(c) {
                usual.append(c)
                continue
            }
            if let report = BrokenConstraint(c, error: error, engine: engine, vocabulary: vocabulary) {
                reports.append(report)
            }
        }
        // Required conflicts first: they are what UIKit logs.
        reports.sort { ($0.isRequired ? 0 : 1, $0.constraint.id) < ($1.isRequired ? 0 : 1, $1.constraint.id) }
        return (reports, usual)
    }

    /// Optional constraints UIKit makes to share out space, which give way by design
    /// (UIStackView's proportional fill at 999, 998… and its `UISV-` spacing ties;
    /// the readable content guide's width, which narrow margins cut short; a
    /// self-sizing row's fitting height at 50, which its content overrules).
    static func isUsualGenerated(_ c: LayoutConstraint) -> Bool {
        switch c.origin {
        case .stackView, .boxView, .tableView, .system: return !c.priority.isRequired
        default: return false
        }
    }
}
