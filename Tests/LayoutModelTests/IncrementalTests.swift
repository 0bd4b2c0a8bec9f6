import Cassowary
import Testing
@testable import LayoutModel

/// What a session shows of a layout, read from an engine: which views are
/// laid out and where, what is broken, what is ambiguous and how far.
struct LayoutReading {
    var frames: [(view: ViewID, frame: Rect)]
    /// Described, not by id: generated constraints are numbered as they are
    /// first made, which depends on the way there.
    var broken: [String]
    var ambiguous: [AmbiguousValue]
    var installed: [ConstraintID]
    var contentSizes: [(view: ViewID, size: Size?, offset: Point?)]

    init(_ engine: LayoutEngine) {
        frames = engine.frames()
        broken = engine.brokenConstraints.map { "\($0.constraint.id.isGenerated ? "" : "\($0.constraint.id) ")\(engine.layout.describe($0.constraint))" }.sorted()
        ambiguous = engine.ambiguousValues()
        installed = engine.layout.constraints.map(\.id).filter(engine.isInstalled)
        // A content size the layout does not fix may be anything in its range.
        contentSizes = engine.layout.viewsInHierarchy.filter { engine.layout[$0].kind == .scrollView }.map { s in
            // (`range(of:)` would give the guide variables: asked only of one that has them.)
            let fixed = [Attribute.width, .height].allSatisfy { attribute in
                engine.solverExpression(of: Anchor(.contentGuide(s), attribute)) == nil
                    || engine.range(of: Anchor(.contentGuide(s), attribute)).isFixed
            }
            // Where it rests follows from the content size (whether it scrolls).
            return (s, fixed ? engine.contentSize(of: s) : nil, fixed ? engine.boundsOffset(of: s) : nil)
        }
    }

    /// Where `other` differs, described; empty when they agree. A value the
    /// layout does not fix may sit anywhere in its range (which must agree).
    func differences(from other: LayoutReading) -> [String] {
        var found: [String] = []
        if frames.map(\.view) != other.frames.map(\.view) {
            found.append("laid out \(frames.map(\.view)), fresh \(other.frames.map(\.view))")
        }
        if broken != other.broken { found.append("broken \(broken), fresh \(other.broken)") }
        if installed != other.installed { found.append("installed \(installed), fresh \(other.installed)") }
        let keys = ambiguous.map { "\($0.view).\($0.attribute)" }, otherKeys = other.ambiguous.map { "\($0.view).\($0.attribute)" }
        if keys != otherKeys { found.append("ambiguous \(keys), fresh \(otherKeys)") }
        for (a, b) in zip(ambiguous, other.ambiguous) where !same(a.minimum, b.minimum) || !same(a.maximum, b.maximum) {
            found.append("\(a.view).\(a.attribute) in [\(String(describing: a.minimum)), \(String(describing: a.maximum))], fresh [\(String(describing: b.minimum)), \(String(describing: b.maximum))]")
        }
        let loose = Set((ambiguous + other.ambiguous).map { "\($0.view).\($0.attribute)" })
        let theirs = Dictionary(other.frames.map { ($0.view, $0.frame) }, uniquingKeysWith: { a, _ in a })
        for (view, frame) in frames {
            guard let fresh = theirs[view] else { continue }
            let parts: [(AmbiguousValue.Attribute, Double, Double)] = [(.x, frame.minX, fresh.minX), (.y, frame.minY, fresh.minY),
                                                                        (.width, frame.width, fresh.width), (.height, frame.height, fresh.height)]
            for (attribute, x, y) in parts where !loose.contains("\(view).\(attribute)") && !same(x, y) {
                found.append("\(view).\(attribute) = \(x), fresh \(y)")
            }
        }
        for (a, b) in zip(contentSizes, other.contentSizes) where a.view != b.view || (a.size != b.size && a.size != nil && b.size != nil) {
            found.append("contentSize of \(a.view) \(String(describing: a.size)), fresh \(String(describing: b.size))")
        }
        for (a, b) in zip(contentSizes, other.contentSizes) where a.view == b.view && a.offset != nil && b.offset != nil && a.offset != b.offset {
            found.append("contentOffset of \(a.view) \(String(describing: a.offset)), fresh \(String(describing: b.offset))")
        }
        return found
    }

    /// Whether a value measured after layout and fed back (the safe area a
    /// view overlaps, the margins it inherits, the width a label wraps at)
    /// is read off a frame the layout does not fix. Each engine then settles
    /// wherever its own pick on the ambiguous range leads (as UIKit's does),
    /// so nothing of such a layout need agree.
    static func feedsBackAmbiguity(_ engine: LayoutEngine, ambiguous: [AmbiguousValue]) -> Bool {
        let layout = engine.layout
        let loose = Set(ambiguous.map { "\($0.view).\($0.attribute)" })
        func moves(_ v: ViewID, _ attributes: [AmbiguousValue.Attribute]) -> Bool {
            attributes.contains { loose.contains("\(v).\($0)") }
        }
        // Where a view is on screen moves with any of its ancestors.
        func windowMoves(_ v: ViewID) -> Bool {
            moves(v, AmbiguousValue.Attribute.allCases) || layout.ancestors(of: v).contains { moves($0, [.x, .y]) }
        }
        for item in engine.derivedUse.keys {
            switch item {
            case .safeArea(let v), .margins(let v):
                if v != layout.root, windowMoves(v) || layout[v].superview.map(windowMoves) == true { return true }
            default: continue
            }
        }
        return engine.wrappingViews.contains { moves($0, [.width]) } || offsetFeedsBack(engine)
    }

    /// Whether a scroll view's resting offset is read back into what
    /// decides it: its frame or content size moves with its offset (a
    /// scroll view tied to its own content), so the insets it rests inside
    /// chase that move and may settle at more than one point.
    static func offsetFeedsBack(_ engine: LayoutEngine) -> Bool {
        let layout = engine.layout
        for item in engine.derivedUse.keys.sorted(by: { "\($0)" < "\($1)" }) {
            guard case .contentGuide(let v) = item, layout[v].scroll.offset == nil, layout.isInHierarchy(v) else { continue }
            let before = (engine.windowFrame(of: v), engine.contentSize(of: v))
            let other = engine.copy()
            let offset = other.boundsOffset(of: v)
            try? other.apply { (l: inout Layout) throws(LayoutError) in
                try l.modify(v) { $0.scroll.offset = Point(x: offset.x + 7, y: offset.y + 11) }
            }
            if other.windowFrame(of: v) != before.0 || other.contentSize(of: v) != before.1 { return true }
        }
        return false
    }

    private func same(_ a: Double?, _ b: Double?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
    }
}

/// The engine updated change by change must show what an engine laid out
/// afresh from the same layout shows: its output depends on the layout,
/// never on the way there.
@Suite struct IncrementalTests {
    /// Applies `steps` random mutations (and, now and then, an undo: the
    /// inputs but the last replayed on a new engine, as `:undo` does),
    /// comparing with a fresh engine after each.
    static func run(seed: UInt64, steps: Int) throws -> (report: [String], compared: Int) {
        var compared = 0
        var source = MutationSource(seed: seed)
        let start = Layout(device: DeviceState(Device.defaultDevice))
        var engine = try LayoutEngine(layout: start)
        var applied: [Mutation] = []
        for step in 0..<steps {
            let what: String
            if !applied.isEmpty && source.chance(6) {
                applied.removeLast()
                engine = try LayoutEngine(layout: start)
                for m in applied { try engine.apply { (l: inout Layout) throws(LayoutError) in try m.apply(to: &l) } }
                what = "undo"
            } else {
                let m = source.next(for: engine.layout)
                do {
                    try engine.apply { (l: inout Layout) throws(LayoutError) in try m.apply(to: &l) }
                    applied.append(m)
                } catch {
                    continue  // refused (no common ancestor, a cycle): changes nothing
                }
                what = m.description
            }
            // The frames logged as it went must be the frames it shows, even
            // where the layout is ambiguous.
            let missed = engine.frameLogProblems()
            if !missed.isEmpty { return (["seed \(seed), step \(step) (\(what)): frame log: " + missed.joined(separator: "; ")], compared) }
            // What it remembers of the tree from sync to sync is still true.
            let misplaced = engine.inTreeProblems()
            if !misplaced.isEmpty { return (["seed \(seed), step \(step) (\(what)): " + misplaced.joined(separator: "; ")], compared) }
            let disordered = engine.hierarchyPlacesProblems()
            if !disordered.isEmpty { return (["seed \(seed), step \(step) (\(what)): places: " + disordered.joined(separator: "; ")], compared) }
            let differences = try Self.differences(engine)
            if differences.isEmpty { compared += 1 } else if differences == ["feeds back ambiguity"] { continue }
            if !differences.isEmpty {
                let shortest = try Self.shortest(applied)
                return (["seed \(seed), step \(step) (\(what)): \(differences.joined(separator: "; "))", "shortest:"]
                    + shortest.map { "  \($0)" } + (try Self.differences(Self.replay(shortest))), compared)
            }
        }
        return ([], compared)
    }

    /// Where `engine` differs from an engine laid out afresh from its layout.
    static func differences(_ engine: LayoutEngine) throws -> [String] {
        let fresh = try LayoutEngine(layout: engine.layout)
        let (reading, freshReading) = (LayoutReading(engine), LayoutReading(fresh))
        if LayoutReading.feedsBackAmbiguity(engine, ambiguous: reading.ambiguous)
            || LayoutReading.feedsBackAmbiguity(fresh, ambiguous: freshReading.ambiguous) { return ["feeds back ambiguity"] }
        // Values that settle from where one engine was, and keep chasing each
        // other from none for the other, within the passes either makes.
        if engine.isSettled != fresh.isSettled { return ["feeds back ambiguity"] }
        return reading.differences(from: freshReading)
    }

    /// `mutations` applied one by one to a new engine, skipping refusals.
    static func replay(_ mutations: [Mutation]) throws -> LayoutEngine {
        let engine = try LayoutEngine(layout: Layout(device: DeviceState(Device.defaultDevice)))
        for m in mutations { try? engine.apply { (l: inout Layout) throws(LayoutError) in try m.apply(to: &l) } }
        return engine
    }

    /// A shorter list that still ends in a difference: each mutation is
    /// dropped in turn while the difference stays (for reading a failure).
    static func shortest(_ mutations: [Mutation]) throws -> [Mutation] {
        var kept = mutations
        var i = kept.count - 1
        while i >= 0 {
            var trial = kept
            trial.remove(at: i)
            let left = try differences(replay(trial))
            if !left.isEmpty && left != ["feeds back ambiguity"] { kept = trial }
            i -= 1
        }
        return kept
    }

    /// A stack view's baseline is its first visible arranged view's: a
    /// constraint naming it is translated again when that view is hidden or
    /// its text changes, though the constraint names only the stack.
    @Test func stackBaselineFollowsItsArrangedViews() throws {
        let root = ViewID(0), stack = ViewID(1), first = ViewID(2), second = ViewID(3), marker = ViewID(4)
        func pin(_ a: Anchor, _ b: Anchor, _ constant: Double) -> Mutation {
            .constrain(LayoutConstraint(a, .equal, b, constant: constant))
        }
        let built: [Mutation] = [
            .makeView(.stackView, parent: root, autoresizing: false),
            .makeView(.label, parent: root, autoresizing: false), .text(first, "Hello"), .arrange(first, in: stack),
            .makeView(.label, parent: root, autoresizing: false),
            .text(second, "A longer text that wraps over a few lines in a narrow label"), .arrange(second, in: stack),
            .makeView(.view, parent: root, autoresizing: false),
            pin(Anchor(.view(stack), .top), Anchor(.view(root), .top), 100),
            pin(Anchor(.view(stack), .leading), Anchor(.view(root), .leading), 20),
            pin(Anchor(.view(stack), .width), Anchor(.view(root), .width), -200),
            pin(Anchor(.view(marker), .top), Anchor(.view(stack), .firstBaseline), 0),
            pin(Anchor(.view(marker), .bottom), Anchor(.view(stack), .lastBaseline), 0),
            pin(Anchor(.view(marker), .leading), Anchor(.view(root), .leading), 0),
            pin(Anchor(.view(marker), .width), Anchor(.view(root), .width), -300),
        ]
        let engine = try Self.replay(built)
        let before = try #require(engine.frame(of: marker))
        for change in [Mutation.hide(first, true), .text(second, "Short"), .hide(first, false)] {
            try engine.apply { (l: inout Layout) throws(LayoutError) in try change.apply(to: &l) }
            let found = try Self.differences(engine)
            #expect(found.isEmpty, "after \(change): \(found)")
        }
        let hidden = try Self.replay(built + [.hide(first, true)])
        #expect(hidden.frame(of: marker)?.minY != before.minY, "hiding the first label moves the first baseline")
    }

    /// 8 seeds of 60 steps, about 400 of them compared (the rest feed back
    /// ambiguity, or are refused); the first difference fails, with the
    /// shortest list of mutations that still shows one.
    @Test(arguments: 0..<8)
    func incrementalMatchesFresh(seed: Int) throws {
        let (report, compared) = try Self.run(seed: UInt64(seed), steps: 60)
        #expect(report.isEmpty, "\(report.joined(separator: "\n"))")
        #expect(compared >= 20, "seed \(seed): only \(compared) steps compared")
    }
}
