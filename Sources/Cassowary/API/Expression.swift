/// One term of a linear expression: `coefficient × variable`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
///
/// Terms keep the order in which they were written, which is the order the
/// solver meets their variables in; `normalized()` merges repeated variables
/// without changing that order.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with each variable once (coefficients added, first
    /// position kept) and zero coefficients dropped.
    public func normalized() -> Expression {
        // A layout's expressions have a handful of terms: comparing them
        // pairwise beats hashing each variable (diagnostics normalize every
        // constraint of a layout).
        if terms.count <= 8 {
            var merged: [Term] = []
            merged.reserveCapacity(terms.count)
            for term in terms {
                if let k = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[k] = Term(term.variable, merged[k].coefficient + term.coefficient)
                } else {
                    merged.append(term)
                }
            }
            merged.removeAll { $0.coefficient == 0 }
            return Expression(merged, constant: constant)
        }
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        let merged = order.compactMap { v -> Term? in
            let c = sums[v] ?? 0
            return c == 0 ? nil : Term(v, c)
        }
        return Expression(merged, constant: constant)
    }

    /// The value of the expression for the given variable values.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }

    /// `2·x − y + 10`, with coefficients of one left out.
    public var description: String {
        var out = ""
        for term in terms {
            let c = term.coefficient
            let magnitude = abs(c)
            if out.isEmpty {
                out += c < 0 ? "-" : ""
            } else {
                out += c < 0 ? " - " : " + "
            }
            out += magnitude == 1 ? "\(term.variable)" : "\(formatNumber(magnitude))·\(term.variable)"
        }
        if constant != 0 || out.isEmpty {
            if out.isEmpty {
                out = formatNumber(constant)
            } else {
                out += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
            }
        }
        return out
    }
}

/// Formats a number the way every layer prints them: integers without a
/// fraction, others with up to six significant decimals and no trailing zeros.
public func formatNumber(_ x: Double) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    let rounded = (x * 1_000_000).rounded() / 1_000_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        let i = Int64(rounded)
        return i == 0 ? "0" : String(i)
    }
    var s = String(rounded)
    if s.contains("e") { return s }
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

// MARK: - Arithmetic

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + (-1 * rhs)
}

public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { Term($0.variable, lhs * $0.coefficient) }, constant: lhs * rhs.constant)
}

public func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }

public prefix func - (operand: Expression) -> Expression { -1 * operand }

public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
}

public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }

public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func * (lhs: Variable, rhs: Double) -> Expression { rhs * lhs }
public prefix func - (operand: Variable) -> Expression { -1 * operand }
