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
    /// Explains constraint `c`, off by `error`, from the solver's violation
    /// certificate; `collapsed`, with only the running sums the collapsed
    /// text shows worded (see `Proof.describingSteps`).
    init?(_ c: LayoutConstraint, error: Double, engine: LayoutEngine, vocabulary: Vocabulary, collapsed: Bool = false) {
        let certificate = engine.standingConflict(of: c.id)?.certificate ?? engine.violation(of: c.id)?.certificate
        let proof = certificate.map { certificate in
            collapsed ? Proof(certificate, engine: engine, vocabulary: vocabulary, describing: false).describingSteps(vocabulary, collapsed: true)
                : Proof(certificate, engine: engine, vocabulary: vocabulary)
        }
        let others = proof?.steps.compactMap(\.constraint) ?? []
        // A fixed size's value as laid out, for a fix that says which screen it fits.
        var actual: Double?
        if c.second == nil, let v = c.first.item.owningView, let frame = engine.frame(of: v) {
            actual = c.first.attribute == .width ? frame.width : c.first.attribute == .height ? frame.height : nil
        }
        self.init(constraint: c, error: error, isRequired: engine.isBroken(c.id), forbiddenBy: others, proof: proof,
                  fixes: Fixes.forBroken(c, error: error, isRequired: engine.isBroken(c.id), against: others, layout: engine.layout,
                                         actual: actual))
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
        let (broken, usual) = candidates(engine, all: all)
        let reports = broken.compactMap { BrokenConstraint($0.constraint, error: $0.error, engine: engine, vocabulary: vocabulary) }
        return (reports, usual)
    }

    /// As `analyse`, with each group of `Proof.shortestRun` or more alike
    /// constraints (the same kind, relation, constant and priority, each
    /// broken or each not satisfied) explained by its first alone, where
    /// that one stands in the order.
    ///
    /// Real layouts break many at once: a settings screen squeezed into the
    /// screen leaves every row's switch and title short, and a list with one
    /// mistake per row repeats it in every row (both of two widths, when the
    /// row's stack fills). Each explanation is a proof through the layout (a
    /// scratch solve); the others are named, and `analyse` (`:broken --all`)
    /// explains each.
    public static func analyseGroups(_ engine: LayoutEngine) -> (groups: [BrokenGroup], usual: [LayoutConstraint]) {
        let vocabulary = Vocabulary(engine)
        let (broken, usual) = candidates(engine, all: false)
        let keys = broken.map { BrokenKey(isRequired: $0.isRequired, constraint: $0.constraint.runKey) }
        var members: [BrokenKey: [Int]] = [:]
        for (i, key) in keys.enumerated() { members[key, default: []].append(i) }
        var groups: [BrokenGroup] = []
        for (i, item) in broken.enumerated() {
            let group = members[keys[i]] ?? [i]
            let collapsed = group.count >= Proof.shortestRun
            if collapsed, group.first != i { continue }
            guard let first = BrokenConstraint(item.constraint, error: item.error, engine: engine, vocabulary: vocabulary, collapsed: true) else { continue }
            groups.append(BrokenGroup(first: first, others: collapsed ? group.dropFirst().map { broken[$0].constraint } : []))
        }
        return (groups, usual)
    }

    /// What alike broken constraints share.
    private struct BrokenKey: Hashable {
        var isRequired: Bool
        var constraint: LayoutConstraint.RunKey
    }

    /// The constraints to explain, in the order they are told (required
    /// conflicts first: they are what UIKit logs; then by id), and the
    /// usual ones only counted (see `analyse`).
    private static func candidates(_ engine: LayoutEngine, all: Bool)
        -> (broken: [(constraint: LayoutConstraint, error: Double, isRequired: Bool)], usual: [LayoutConstraint]) {
        var broken: [(constraint: LayoutConstraint, error: Double, isRequired: Bool)] = []
        var usual: [LayoutConstraint] = []
        for (c, error) in engine.unsatisfiedConstraints() {
            let isRequired = engine.isBroken(c.id)
            if !all, !isRequired, c.identifier == "content-hugging" || isUsualGenerated(c) || isOfHiddenView(c, engine.layout) {
                usual.append(c)
            } else {
                broken.append((c, error, isRequired))
            }
        }
        broken.sort { ($0.isRequired ? 0 : 1, $0.constraint.id) < ($1.isRequired ? 0 : 1, $1.constraint.id) }
        return (broken, usual)
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

    /// An optional intrinsic-size constraint of a view that is hidden, or
    /// inside one: what it asks for is not seen (a hidden arranged view is
    /// squeezed to nothing by design, `UISV-hiding`).
    static func isOfHiddenView(_ c: LayoutConstraint, _ layout: Layout) -> Bool {
        guard case .intrinsic(let v) = c.origin, !c.priority.isRequired else { return false }
        return layout[v].isHidden || layout.ancestors(of: v).contains { layout[$0].isHidden }
    }
}

/// A broken constraint explained, and the alike ones that are not (see
/// `BrokenConstraints.analyseGroups`).
public struct BrokenGroup: Sendable {
    public let first: BrokenConstraint
    public let others: [LayoutConstraint]
}
