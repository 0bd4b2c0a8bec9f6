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
/// terms again, with the same sums in the same order. An objective that is
/// another's with a term changed (across a wide tie, the x of a label is
/// the one before's without its first stretch) changes the other's fold
/// (`edit`), where its sums come out the same in any order.
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
        /// objective, in the order of the last variable read of each, and
        /// whether there were too many to gather.
        fileprivate var classes: [VariableClass] = []
        fileprivate var merged = true
        /// Each named variable at its better bound (`boxMaximum`): the
        /// finite ones summed, the others counted, while the terms come
        /// sorted.
        fileprivate var boxSum = 0.0
        fileprivate var endlessBounds = 0
        fileprivate var sorted = true
        /// The last variable read (after an edit took it out, a variable
        /// after every one left: the terms read next are then taken as out
        /// of order, and summed again in order by `boxMaximum`).
        fileprivate var lastVariable = Int.min
        /// Whether the sums would come out the same in any order (`edit`).
        fileprivate var exact = OrderFreeSums()
    }

    /// Named variables alike in row and objective, taken as one variable
    /// between the sums of their bounds.
    fileprivate struct VariableClass {
        var a: Double
        var c: Double
        /// The sums of their finite bounds, and how many bounds are without
        /// end (the sum is then infinite).
        var low: Double
        var high: Double
        var endlessLows = 0
        var endlessHighs = 0
        var count = 1
        /// The last of its variables, in their order.
        var last: Int

        /// A zero sum is +0 whichever way it was reached (a bound of −0
        /// taken out of a sum leaves +0).
        var lower: Double { endlessLows > 0 ? -.infinity : low + 0 }
        var upper: Double { endlessHighs > 0 ? .infinity : high + 0 }
    }

    /// A fold of no terms.
    func startSparse() -> SparseFold {
        var fold = SparseFold()
        fold.rest = finiteRoom
        fold.endless = endlessRooms
        fold.exact.note(finiteRoom)
        return fold
    }

    /// Reads one more term, of a variable after those read before for the
    /// sums to be `boxMaximum`'s without the terms.
    func add(_ term: Entry, to fold: inout SparseFold) {
        let (j, coefficient) = term
        if j <= fold.lastVariable { fold.sorted = false }
        fold.lastVariable = j
        guard rowCount <= 1, coefficient != 0 else { return }
        sum(j, coefficient, 1, into: &fold)
        guard rowCount == 1, fold.merged else { return }
        // Named variables alike in the row and the objective are one:
        // only their sum counts, between the sums of their bounds. The
        // y of the n-th label of a stack that does not fit names n
        // squeezes, all alike: mostly the class of the term before.
        let a = rows[j]
        if let k = fold.classes.indices.last, fold.classes[k].a == a, fold.classes[k].c == coefficient {
            join(j, &fold.classes[k], exact: &fold.exact)
        } else if let k = fold.classes.firstIndex(where: { $0.a == a && $0.c == coefficient }) {
            var found = fold.classes.remove(at: k)
            join(j, &found, exact: &fold.exact)
            fold.classes.append(found)
        } else if fold.classes.count < SmallLP.mostClasses {
            fold.classes.append(newClass(j, a: a, c: coefficient, exact: &fold.exact))
        } else {
            fold.merged = false
        }
    }

    /// Puts `new` in place of `old` as the coefficient of variable `j` (0:
    /// none) in an objective read in order into `fold`, leaving the fold
    /// that reading the changed objective in order gives, to the bit.
    /// False when that cannot be told (`OrderFreeSums`, or a class's order
    /// lost): the fold is then spoiled.
    func edit(_ j: Int, from old: Double, to new: Double, in fold: inout SparseFold) -> Bool {
        guard rowCount <= 1 else { return true }
        if old != 0 {
            sum(j, old, -1, into: &fold)
            if rowCount == 1 {
                // Past too many classes the fold kept none, and taking a
                // variable out may bring them back under the limit.
                guard fold.merged, let k = fold.classes.firstIndex(where: { $0.a == rows[j] && $0.c == old }) else { return false }
                leave(j, &fold.classes[k], exact: &fold.exact)
                if fold.classes[k].count == 0 {
                    fold.classes.remove(at: k)
                } else if fold.classes[k].last == j {
                    return false
                }
            }
        }
        if new != 0 {
            sum(j, new, 1, into: &fold)
            fold.lastVariable = max(fold.lastVariable, j)
            if rowCount == 1, fold.merged {
                let a = rows[j]
                if let k = fold.classes.firstIndex(where: { $0.a == a && $0.c == new }) {
                    let last = fold.classes[k].last
                    join(j, &fold.classes[k], exact: &fold.exact)
                    fold.classes[k].last = max(last, j)
                } else if fold.classes.count < SmallLP.mostClasses {
                    fold.classes.append(newClass(j, a: a, c: new, exact: &fold.exact))
                } else {
                    fold.merged = false
                }
                fold.classes.sort { $0.last < $1.last }
            }
        }
        return fold.exact.holds
    }

    /// Adds (`sign` 1) or takes out (−1) variable `j`'s share of the sums
    /// that do not depend on classes: its bound and its room.
    private func sum(_ j: Int, _ coefficient: Double, _ sign: Int, into fold: inout SparseFold) {
        let bound = coefficient > 0 ? upper[j] : lower[j]
        if bound.isFinite {
            let term = coefficient * bound
            fold.exact.note(term)
            if sign > 0 { fold.boxSum += term } else { fold.boxSum -= term }
        } else {
            fold.endlessBounds += sign
        }
        guard rowCount == 1 else { return }
        let r = room[j]
        if r == .infinity {
            fold.endless -= sign
        } else {
            fold.exact.note(r)
            if sign > 0 { fold.rest -= r } else { fold.rest += r }
        }
    }

    /// A class of variable `j` alone.
    private func newClass(_ j: Int, a: Double, c: Double, exact: inout OrderFreeSums) -> VariableClass {
        var group = VariableClass(a: a, c: c, low: 0, high: 0, count: 0, last: j)
        join(j, &group, exact: &exact)
        return group
    }

    /// Adds variable `j` to a class, as its last.
    private func join(_ j: Int, _ group: inout VariableClass, exact: inout OrderFreeSums) {
        if lower[j].isFinite {
            exact.note(lower[j])
            group.low += lower[j]
        } else {
            group.endlessLows += 1
        }
        if upper[j].isFinite {
            exact.note(upper[j])
            group.high += upper[j]
        } else {
            group.endlessHighs += 1
        }
        group.count += 1
        group.last = j
    }

    /// Takes variable `j` out of a class.
    private func leave(_ j: Int, _ group: inout VariableClass, exact: inout OrderFreeSums) {
        if lower[j].isFinite {
            exact.note(lower[j])
            group.low -= lower[j]
        } else {
            group.endlessLows -= 1
        }
        if upper[j].isFinite {
            exact.note(upper[j])
            group.high -= upper[j]
        } else {
            group.endlessHighs -= 1
        }
        group.count -= 1
    }

    /// The maximum of the objective `fold` read; `terms` gives its terms,
    /// asked for only where the fold cannot answer alone (two rows or
    /// more, too many classes, terms out of order).
    func finish(_ fold: SparseFold, terms: () -> [Entry]) -> Outcome {
        switch rowCount {
        case 0:
            return boxMaximum(fold, terms)
        case 1:
            if fold.endless > 0 { return boxMaximum(fold, terms) }
            var classes = fold.classes.map { (a: $0.a, c: $0.c, low: $0.lower, high: $0.upper) }
            if !fold.merged {
                classes = terms().filter { $0.coefficient != 0 }.map { j, c in (rows[j], c, lower[j], upper[j]) }
            }
            // The unnamed variables as one: how much they take off `a·y`,
            // from nothing to all their room.
            classes.append((-1, 0, 0, max(0, fold.rest)))
            // Solved as an LP of one row over the classes, read in place.
            let limit = max(0, limits[0])
            var none: [Double] = []
            return Self.solve(n: classes.count, m: 1, maxIterations: maxIterations, a: { _, j in classes[j].a },
                              limit: { _ in limit }, lower: { classes[$0].low }, upper: { classes[$0].high },
                              c: { classes[$0].c }, point: &none)
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
        if fold.sorted { return fold.endlessBounds > 0 ? .unbounded : .maximum(fold.boxSum) }
        var sum = 0.0
        for (j, c) in terms().sorted(by: { $0.variable < $1.variable }) where c != 0 {
            let bound = c > 0 ? upper[j] : lower[j]
            if !bound.isFinite { return .unbounded }
            sum += c * bound
        }
        return .maximum(sum)
    }
}
