import SwiftOperators
import SwiftSyntax

/// Operators folded where lowering meets them, not in the whole tree first.
///
/// The parser leaves `a + b * c` a flat sequence; Swift's precedences make
/// it a tree. Folding the whole file first rewrote, through swift-syntax's
/// `SyntaxRewriter`, every statement holding an operator (`==`, `?:`,
/// `..<`, `as`) up to the root, and the folded file was then freed whole:
/// a file of inequalities spent a tenth of its load there. Here each
/// sequence is folded as it is lowered, by the same table and the same
/// `foldSingle` the rewriter calls, so the trees lowered are the same.
extension Lowering {
    /// Lowers `e` folded when it is a sequence, else nil: `body` gets the
    /// folded expression while the source map reads its offsets, which
    /// count from the sequence's start (folding makes a new tree), as
    /// offsets of the text.
    mutating func lowerFolded<Result>(_ e: ExprSyntax, _ body: (inout Lowering, ExprSyntax) -> Result) -> Result? {
        guard let sequence = e.as(SequenceExprSyntax.self) else { return nil }
        let folded = Lowering.fold(sequence)
        // Lowered as it is (an error) if folding gave a sequence again.
        guard !folded.is(SequenceExprSyntax.self) else { return nil }
        let saved = map.base
        // A new tree has no parent; folding that made none (never seen)
        // leaves the sequence's own offsets.
        if folded.parent == nil { map.base += sequence.position.utf8Offset }
        defer { map.base = saved }
        return body(&self, folded)
    }

    /// `e` with its outermost sequence folded, for questions about its
    /// shape that read no positions (`isInt`, a loop's range).
    static func folded(_ e: ExprSyntax) -> ExprSyntax {
        e.as(SequenceExprSyntax.self).map(fold) ?? e
    }

    /// Swift's real precedences; an error (operators that do not combine)
    /// folds where the table recovers, and what cannot run is told when
    /// the operator is lowered.
    private static func fold(_ sequence: SequenceExprSyntax) -> ExprSyntax {
        StandardOperators.table.foldSingle(sequence) { _ in }
    }
}
