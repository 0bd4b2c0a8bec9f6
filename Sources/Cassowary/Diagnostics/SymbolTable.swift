/// Values for some of the solver's symbols, found by symbol index.
///
/// An index (`SymbolIndex`) into a dense list of the values present: an
/// update of the kept analysis finds a handful of values among thousands
/// of symbols, and allocates for those alone, not a value's worth for
/// every symbol.
struct SymbolTable<Value> {
    /// By symbol index, the place of its value in `values`.
    private var index = SymbolIndex()
    private var values: [Value] = []

    /// Whether `s` has a value.
    func contains(_ s: Symbol) -> Bool { index[s.index] != nil }

    /// The value of `s`, nil when it has none.
    subscript(_ s: Symbol) -> Value? { index[s.index].map { values[Int($0)] } }

    /// Gives `s` the value `value`, in place of the one it had.
    mutating func set(_ s: Symbol, _ value: Value) {
        if let place = index[s.index] {
            values[Int(place)] = value
            return
        }
        index.set(s.index, Int32(values.count))
        values.append(value)
    }
}

extension SymbolTable: Sendable where Value: Sendable {}
