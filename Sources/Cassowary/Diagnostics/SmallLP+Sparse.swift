/// Objectives naming a few of many variables, on a polytope of at most one
/// row once presolved.
///
/// A wide tie of n views, or a stack of n labels that does not fit, is a
/// group of n free parameters whose polytope is their bounds and one sum
/// row; each of its 2n values asks for the maximum of an objective naming
/// one or a few of them. The dense simplex reads all n columns each time
/// (n² per analysis). With one row, the variables the objective does not
/// name matter only by how far they can loosen that row together (the sum
/// of their `room`, kept with the polytope), so the question becomes an LP
/// over the named variables and one slack for that sum, named variables
/// alike in row and objective taken as one; without a row, or with a row
/// some unnamed variable can loosen without end, each named variable goes
/// to its better bound.
///
/// The terms are read one at a time into a `SparseFold`, so that an
/// objective that is another's with terms added after it (the y of the
/// n-th label of a stack that does not fit is the (n−1)-th's and one
/// squeeze more) goes on from the other's fold instead of reading its
/// terms again, with the same sums in the same order.
extension SmallLP {
    /// The maximum of `Σ coefficient · y[variable]` over `terms`, each
    /// variable named at most once: the same as `maximize` with the
    /// objective written out, in time that follows the terms.
    func maximize(sparse terms: [Entry]) -> Outcome {
        var fold = startSparse()
        for term in terms { add(term, to: &fold) }
        return finish(fold) { terms }
    }

    /// What `maximize(sparse:)` has read of an objective's terms so far.
    struct SparseFold {
        /// With one row: the room the unnamed variables leave, and how many
        /// of them loosen the row without end.
        fileprivate var rest = 0.0
        fileprivate var endless = 0
        /// With one row: classes of named variables alike in row and
        /// objective, the last one met apart (see `add`), and whether there
        /// were too many to gather.
        fileprivate var classes: [(a: Double, c: Double, low: Double, high: Double)] = []
        fileprivate var last: (a: Double, c: Double, low: Double, high: Double)?
        fileprivate var merged = true
        /// Each named variable at its better bound (`boxMaximum`), while the
        /// terms come sorted.
        fileprivate var boxSum = 0.0
        fileprivate var boxUnbounded = false
        fileprivate var sorted = true
        fileprivate var lastVariable = Int.min
    }

    /// A fold of no terms.
    func startSparse() -> SparseFold {
        var fold = SparseFold()
        fold.rest = finiteRoom
        fold.endless = endlessRooms
        return fold
    }

    /// Reads one more term, of a variable after those read before for the
    /// sums to be `boxMaximum`'s without the terms.
    func add(_ term: Entry, to fold: inout SparseFold) {
        let (j, coefficient) = term
        if j <= fold.lastVariable { fold.sorted = false }
        fold.lastVariable = j
        guard rowCount <= 1, coefficient != 0 else { return }
        if !fold.boxUnbounded {
            let bound = coefficient > 0 ? upper[j] : lower[j]
            if bound.isFinite { fold.boxSum += coefficient * bound } else { fold.boxUnbounded = true }
        }
        guard rowCount == 1 else { return }
        let r = room[j]
        if r == .infinity { fold.endless -= 1 } else { fold.rest -= r }
        guard fold.merged else { return }
        // Named variables alike in the row and the objective are one:
        // only their sum counts, between the sums of their bounds. The
        // y of the n-th label of a stack that does not fit names n
        // squeezes, all alike.
        // The class of the last variable is summed in `last`, the
        // others in `classes`.
        let a = rows[j]
        if let current = fold.last, current.a == a, current.c == coefficient {
            fold.last = (a, coefficient, current.low + lower[j], current.high + upper[j])
            return
        }
        if let current = fold.last { fold.classes.append(current) }
        if let k = fold.classes.firstIndex(where: { $0.a == a && $0.c == coefficient }) {
            let found = fold.classes.remove(at: k)
            fold.last = (a, coefficient, found.low + lower[j], found.high + upper[j])
        } else if fold.classes.count < SmallLP.mostClasses {
            fold.last = (a, coefficient, lower[j], upper[j])
        } else {
            fold.merged = false
        }
    }

    /// The maximum of the objective `fold` read; `terms` gives its terms,
    /// asked for only where the fold cannot answer alone (two rows or
    /// more, too many classes, terms out of order).
    func finish(_ fold: SparseFold, terms: () -> [Entry]) -> Outcome {
        switch rowCount {
        case 0:
            return boxMaximum(fold, terms)
        case 1:
            var classes = fold.classes
            if let current = fold.last, fold.merged { classes.append(current) }
            if fold.endless > 0 { return boxMaximum(fold, terms) }
            if !fold.merged {
                classes = terms().filter { $0.coefficient != 0 }.map { j, c in (rows[j], c, lower[j], upper[j]) }
            }
            // The unnamed variables as one: how much they take off `a·y`,
            // from nothing to all their room.
            classes.append((-1, 0, 0, max(0, fold.rest)))
            var reduced = SmallLP(row: classes.map(\.a), limit: limits[0], lower: classes.map(\.low), upper: classes.map(\.high))
            reduced.maxIterations = maxIterations
            return reduced.maximize(classes.map(\.c))
        default:
            var c = [Double](repeating: 0, count: count)
            for term in terms() { c[term.variable] += term.coefficient }
            return maximize(c)
        }
    }

    /// The most classes of alike variables `maximize(sparse:)` gathers
    /// before it keeps each variable apart.
    static let mostClasses = 8

    /// The maximum over the bounds alone: each variable at the bound its
    /// coefficient favours, summed in the order the simplex sums (by
    /// variable), as the fold summed it when the terms came in that order.
    private func boxMaximum(_ fold: SparseFold, _ terms: () -> [Entry]) -> Outcome {
        if fold.sorted { return fold.boxUnbounded ? .unbounded : .maximum(fold.boxSum) }
        var sum = 0.0
        for (j, c) in terms().sorted(by: { $0.variable < $1.variable }) where c != 0 {
            let bound = c > 0 ? upper[j] : lower[j]
            if !bound.isFinite { return .unbounded }
            sum += c * bound
        }
        return .maximum(sum)
    }
}
