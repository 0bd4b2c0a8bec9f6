#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's and Swift's mathematics that frame code calls
/// (`floor(x / 2)`, `cos(.pi / 3)`, `sqrt(2)`, `pow(x, 2)`, `atan2(dy, dx)`),
/// on `CGFloat`s as on `Double`s.
extension Interpreter {
    /// The value of math function `name` of `args`, nil when `name` is none
    /// of them; an error when an argument is no number or the result is not
    /// a finite number (`sqrt(-1)`).
    static func mathFunction(_ name: String, _ args: Arguments, _ range: SourceRange) throws(LanguageError) -> Value? {
        let unary: [String: (Double) -> Double] = [
            "sqrt": { $0.squareRoot() }, "sin": { sin($0) }, "cos": { cos($0) }, "tan": { tan($0) }, "asin": { asin($0) },
            "acos": { acos($0) }, "atan": { atan($0) }, "exp": { exp($0) }, "log": { log($0) }, "log2": { log2($0) },
            "log10": { log10($0) }, "trunc": { $0.rounded(.towardZero) }, "fabs": { abs($0) }, "cbrt": { cbrt($0) },
            "abs": { abs($0) }, "round": { $0.rounded() }, "ceil": { $0.rounded(.up) }, "floor": { $0.rounded(.down) },
        ]
        let binary: [String: (Double, Double) -> Double] = [
            "pow": { pow($0, $1) }, "atan2": { atan2($0, $1) }, "hypot": { hypot($0, $1) }, "fmax": { max($0, $1) },
            "fmin": { min($0, $1) }, "fmod": { fmod($0, $1) },
        ]
        let arity = unary[name] != nil ? 1 : binary[name] != nil ? 2 : 0
        guard arity > 0 else { return nil }
        let numbers = args.values.compactMap { v -> Double? in if case .number(let n) = v { return n } else { return nil } }
        guard numbers.count == arity, args.count == arity else {
            throw LanguageError("\(name) needs \(arity == 1 ? "a number" : "two numbers")", range)
        }
        let result = arity == 1 ? unary[name].map { $0(numbers[0]) } : binary[name].map { $0(numbers[0], numbers[1]) }
        guard let result, result.isFinite else { throw LanguageError("\(name) gives no finite number here", range) }
        return .number(result)
    }
}
