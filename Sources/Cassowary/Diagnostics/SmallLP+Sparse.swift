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
extension SmallLP {
    /// The maximum of `Σ coefficient · y[variable]` over `terms`, each
    /// variable named at most once: the same as `maximize` with the
    /// objective written out, in time that follows the terms.
    func maximize(sparse terms: [Entry]) -> Outcome {
        switch rowCount {
        case 0:
            return boxMaximum(terms)
        case 1:
            var rest = finiteRoom
            var endless = endlessRooms
            // Named variables alike in the row and the objective are one:
            // only their sum counts, between the sums of their bounds. The
            // y of the n-th label of a stack that does not fit names n
            // squeezes, all alike.
            // The class of the last variable is summed in locals, the
            // others in `classes`.
            var classes: [(a: Double, c: Double, low: Double, high: Double)] = []
            var last: (a: Double, c: Double, low: Double, high: Double)?
            var merged = true
            for (j, coefficient) in terms where coefficient != 0 {
                let r = room[j]
                if r == .infinity { endless -= 1 } else { rest -= r }
                guard merged else { continue }
                let a = rows[j]
                if let current = last, current.a == a, current.c == coefficient {
                    last = (a, coefficient, current.low + lower[j], current.high + upper[j])
                    continue
                }
                if let current = last { classes.append(current) }
                if let k = classes.firstIndex(where: { $0.a == a && $0.c == coefficient }) {
                    last = classes.remove(at: k)
                    last = (a, coefficient, (last?.low ?? 0) + lower[j], (last?.high ?? 0) + upper[j])
                } else if classes.count < SmallLP.mostClasses {
                    last = (a, coefficient, lower[j], upper[j])
                } else {
                    merged = false
                }
            }
            if let current = last, merged { classes.append(current) }
            if endless > 0 { return boxMaximum(terms) }
            if !merged {
                classes = terms.filter { $0.coefficient != 0 }.map { j, c in (rows[j], c, lower[j], upper[j]) }
            }
            // The unnamed variables as one: how much they take off `a·y`,
            // from nothing to all their room.
            classes.append((-1, 0, 0, max(0, rest)))
            var reduced = SmallLP(row: classes.map(\.a), limit: limits[0], lower: classes.map(\.low), upper: classes.map(\.high))
            reduced.maxIterations = maxIterations
            return reduced.maximize(classes.map(\.c))
        default:
            var c = [Double](repeating: 0, count: count)
            for term in terms { c[term.variable] += term.coefficient }
            return maximize(c)
        }
    }

    /// The most classes of alike variables `maximize(sparse:)` gathers
    /// before it keeps each variable apart.
    static let mostClasses = 8

    /// The maximum over the bounds alone: each variable at the bound its
    /// coefficient favours, summed in the order the simplex sums.
    private func boxMaximum(_ terms: [Entry]) -> Outcome {
        var sum = 0.0
        let sorted = zip(terms, terms.dropFirst()).allSatisfy { $0.variable < $1.variable }
        for (j, c) in sorted ? terms : terms.sorted(by: { $0.variable < $1.variable }) where c != 0 {
            let bound = c > 0 ? upper[j] : lower[j]
            if !bound.isFinite { return .unbounded }
            sum += c * bound
        }
        return .maximum(sum)
    }
}
