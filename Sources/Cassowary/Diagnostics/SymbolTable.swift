/// Values for some of the solver's symbols, found by symbol index.
///
/// An index of four bytes a symbol into a dense list of the values
/// present: an update of the kept analysis finds a handful of values
/// among thousands of symbols, and allocates for those alone, not a
/// value's worth for every symbol.
struct SymbolTable<Value> {
    /// By symbol index, the place of its value in `values` (-1: none).
    private var index: [Int32] = []
    private var values: [Value] = []

    /// Whether `s` has a value.
    func contains(_ s: Symbol) -> Bool { s.index < index.count && index[s.index] >= 0 }

    /// The value of `s`, nil when it has none.
    subscript(_ s: Symbol) -> Value? { contains(s) ? values[Int(index[s.index])] : nil }

    /// Gives `s` the value `value`, in place of the one it had.
    mutating func set(_ s: Symbol, _ value: Value) {
        if contains(s) {
            values[Int(index[s.index])] = value
            return
        }
        if s.index >= index.count {
            index += [Int32](repeating: -1, count: max(s.index + 1, 2 * index.count) - index.count)
        }
        index[s.index] = Int32(values.count)
        values.append(value)
    }
}

extension SymbolTable: Sendable where Value: Sendable {}
