import Cassowary

/// A frame value that the layout does not fix.
public struct AmbiguousValue: Hashable, Sendable {
    /// `x`, `y`, `width` or `height` (x and y in the superview's coordinates).
    public enum Attribute: String, Hashable, Sendable, CaseIterable { case x, y, width, height }
    public let view: ViewID
    public let attribute: Attribute
    /// The value in the layout shown.
    public let value: Double
    /// Bounds over all equally good layouts; nil when unbounded on that side.
    public let minimum: Double?
    public let maximum: Double?
}

/// What the layout leaves ambiguous, without ranges: what the summary
/// after each statement compares (see `LayoutEngine.ambiguousAttributes()`).
public struct AmbiguousAttributes: Sendable {
    /// Frame values of views in the tree, in hierarchy order.
    public var frames: [(view: ViewID, attribute: AmbiguousValue.Attribute)] = []
    /// The width or height of a scroll view's contentSize, scroll views in
    /// hierarchy order.
    public var contentSizes: [(scrollView: ViewID, attribute: AmbiguousValue.Attribute)] = []
}

extension LayoutEngine {
    /// Every frame value of a laid-out view that the layout does not fix,
    /// in hierarchy order, with its exact range over all optimal solutions
    /// (positions are measured from the superview's bounds origin, as
    /// frames are). Which values those are comes from
    /// `ambiguousAttributes()`; only their ranges are worked out here.
    public func ambiguousValues() -> [AmbiguousValue] {
        let (found, kept) = ambiguity()
        let motion = kept ?? solver.movement()
        let attributes = found.frames
        // The ranges of the views' own variables come from the solver's
        // kept analysis, in one call; an x or y whose edge and superview's
        // edge both move is a difference with a range of its own.
        var variables: [Variable] = []
        var probes: [Expression] = []
        enum Source { case own(Int, shift: Double), parent(Int, origin: Double), probe(Int) }
        let sources: [Source?] = attributes.map { view, attribute in
            guard let vars = self.variables(ofView: view) else { return nil }
            let k = AmbiguousValue.Attribute.allCases.firstIndex(of: attribute) ?? 0
            let mine = [vars.left, vars.top, vars.width, vars.height][k]
            guard k < 2 else { variables.append(mine); return .own(variables.count - 1, shift: 0) }
            let parent = layout[view].superview.flatMap { p in self.variables(ofView: p).map { (view: p, variables: $0) } }
            let offset = parent.map { boundsOffset(of: $0.view) } ?? .zero
            let shift = k == 0 ? offset.x : offset.y
            let theirs = parent.map { k == 0 ? $0.variables.left : $0.variables.top }
            switch (motion.moves(mine), theirs.map(motion.moves) ?? false) {
            case (true, false):
                variables.append(mine)
                return .own(variables.count - 1, shift: shift - (theirs.map { solver.value(of: $0) } ?? 0))
            case (false, true):
                guard let theirs else { return nil }
                variables.append(theirs)
                return .parent(variables.count - 1, origin: solver.value(of: mine) + shift)
            default:
                guard let expression = frameExpression(of: view, k == 0 ? .left : .top) else { return nil }
                probes.append(expression)
                return .probe(probes.count - 1)
            }
        }
        let own = solver.ranges(of: variables)
        // The probes' names go unread here: one will do for all.
        let probed = solver.ranges(of: probes, names: Array(repeating: Variable("frame position"), count: probes.count))
        return zip(attributes, sources).compactMap { key, source in
            let range: ValueRange
            switch source {
            case .own(let i, let shift)?: range = own[i].moved(by: shift)
            case .parent(let i, let origin)?: range = own[i].subtracted(from: origin)
            case .probe(let i)?: range = probed[i]
            case nil: return nil
            }
            // Where the motion and the exact range part ways — a face thinner
            // than the ranges' tolerance — the range, which is shown, decides.
            return range.isFixed ? nil : AmbiguousValue(view: key.view, attribute: key.attribute, value: rounded(range.value),
                                                        minimum: range.minimum.map(rounded), maximum: range.maximum.map(rounded))
        }
    }

    /// Work for a moment nobody waits on (a shell while its user reads):
    /// builds the analysis the next summary would otherwise build before
    /// it answers (`Solver.prepareMovement`).
    public func useIdleTime() {
        solver.prepareMovement()
    }

    /// The frame values of laid-out views that the layout does not fix, in
    /// hierarchy order, without their ranges: what the summary after every
    /// statement compares. Found from one generic motion over the optimal
    /// solutions (`Solver.faceMotion`): a layout of thousands of views asks
    /// this after every statement, so the work follows what can move, not
    /// the number of views, nor (as ranges would) the length of the chains
    /// of squeezes and offsets behind each value.
    public func ambiguousAttributes() -> AmbiguousAttributes {
        ambiguity().attributes
    }

    /// `ambiguousAttributes()`, and the motion it was read from (nil when
    /// the last answer stood): kept from the last question and brought up
    /// to date for what changed since (`KeptAmbiguity`). Debug builds
    /// check it against the answer found afresh from the same motion, or
    /// from one made afresh.
    private func ambiguity() -> (attributes: AmbiguousAttributes, motion: FaceMotion?) {
        let (attributes, motion) = keptAmbiguity()
        #if DEBUG
        let fresh = freshAmbiguity(motion ?? solver.faceMotion())
        assert(Self.sameAttributes(attributes, fresh), "kept ambiguity differs from a fresh one")
        #endif
        return (attributes, motion)
    }

    /// Whether two answers list the same values in the same order.
    static func sameAttributes(_ a: AmbiguousAttributes, _ b: AmbiguousAttributes) -> Bool {
        a.frames.elementsEqual(b.frames) { $0.view == $1.view && $0.attribute == $1.attribute }
            && a.contentSizes.elementsEqual(b.contentSizes) { $0.scrollView == $1.scrollView && $0.attribute == $1.attribute }
    }
}

private extension ValueRange {
    /// The range of the value plus `shift`.
    func moved(by shift: Double) -> ValueRange {
        ValueRange(variable: variable, value: value + shift, minimum: minimum.map { $0 + shift }, maximum: maximum.map { $0 + shift })
    }

    /// The range of `origin` minus the value.
    func subtracted(from origin: Double) -> ValueRange {
        ValueRange(variable: variable, value: origin - value, minimum: maximum.map { origin - $0 }, maximum: minimum.map { origin - $0 })
    }
}
