import Testing
@testable import Cassowary

/// A vertical stack of labels too tall for it, built as UIStackView's
/// constraints are regenerated when each label joins: the old bottom
/// connection goes, the new one comes before the spacing to the label above,
/// then the label's hugging and compression resistance. The tableau must
/// stay about as large as the constraints, not fill in with every label's
/// top naming every label above.
@Suite struct StackFillInTests {
    struct Stack {
        let top = Variable("stack.top")
        let height = Variable("stack.height")
        var tops: [Variable] = []
        var heights: [Variable] = []
        var bottom: Constraint?

        /// A stack 727 high, or (`fitting`) as high as its labels and
        /// pinned to a content guide as high as it, like a form in a scroll
        /// view.
        init(on s: Checked, fitting: Bool = false) throws {
            guard fitting else {
                try s.add(c(top, .equal, 75))
                try s.add(c(height, .equal, 727))
                return
            }
            let guideTop = Variable("content.top"), guideHeight = Variable("content.height")
            try s.add(c(top, .equal, Expression(guideTop)))
            try s.add(c(top + height, .equal, guideTop + guideHeight))
            try s.add(c(guideTop, .equal, 0))
        }

        /// Label `tops.count` joins, all in one deferral as the engine does.
        mutating func join(on s: Checked) throws {
            let k = tops.count
            let y = Variable("label\(k).top"), h = Variable("label\(k).height")
            let old = bottom
            let new = c(top + height, .equal, y + h)
            let previous = k > 0 ? (tops[k - 1], heights[k - 1]) : nil
            try s.solver.deferringOptimization({ () throws(SolverError) in
                if let old { try s.remove(old) }
                try s.add(new)
                if let (py, ph) = previous {
                    try s.add(c(y, .equal, py + ph + 8))
                } else {
                    try s.add(c(y, .equal, Expression(top)))
                }
                try s.add(c(h, .lessThanOrEqual, 20, 250))
                try s.add(c(h, .greaterThanOrEqual, 20, 750))
            }, failure: { $0 })
            bottom = new
            tops.append(y)
            heights.append(h)
        }
    }

    @Test func labelsJoiningAFullStackKeepTheTableauSparse() throws {
        let s = Checked()
        var stack = try Stack(on: s)
        let n = 80
        for _ in 0..<n { try stack.join(on: s) }
        // Written out, each label's top named every label above (cells
        // growing as n²); kept lazy, each label holds a few, and only the
        // last label's restricted rows and the objective name every label.
        #expect(s.solver.statistics.cells < 20 * n, "\(s.solver.statistics)")
        // The labels fill the stack exactly, each below the one before.
        for k in 1..<n {
            #expect(close(s.value(stack.tops[k]), s.value(stack.tops[k - 1]) + s.value(stack.heights[k - 1]) + 8))
        }
        let last = n - 1
        #expect(close(s.value(stack.tops[last]) + s.value(stack.heights[last]), 75 + 727))
        // Every label but one at its intrinsic 20: the compression tie is
        // broken by the last label alone, as before.
        for k in 0..<last { #expect(close(s.value(stack.heights[k]), 20)) }
    }

    @Test func labelsJoiningAStackSizedByThemKeepTheTableauSparse() throws {
        let s = Checked()
        var stack = try Stack(on: s, fitting: true)
        let n = 80
        for _ in 0..<n { try stack.join(on: s) }
        // The spacing row's subject is the stack's height, which the content
        // guide's height names too: only that one row names every label.
        #expect(s.solver.statistics.cells < 20 * n, "\(s.solver.statistics)")
        for k in 0..<n { #expect(close(s.value(stack.heights[k]), 20)) }
        #expect(close(s.value(stack.height), Double(n) * 28 - 8))
    }
}
