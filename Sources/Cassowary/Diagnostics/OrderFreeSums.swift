/// Whether sums of some doubles come out the same, to the bit, in any
/// order and with any of them left out.
///
/// A fold of an objective's terms (`SmallLP.SparseFold`) is read in the
/// order of the terms' symbols, and the same fold reached another way (a
/// free part that is another's with a cell taken out, `FreeParts`) must
/// give the same bits. Floating-point sums depend on their order in
/// general, but not when every term is a whole multiple of one power of
/// two, `2^unit`, and the terms' magnitudes add up to less than `2^52`
/// such units: every partial sum of any of them, in any order, is then a
/// multiple of `2^unit` below `2^53` of them, which a double holds exactly.
/// Bounds and rooms of a layout's free parameters are such numbers
/// (lengths in points, zeros); where a term is not, the fold is read
/// again in order instead.
struct OrderFreeSums: Sendable {
    /// The exponent of the lowest set bit among the terms noted.
    private var unit = Int.max
    /// The sum of the terms' magnitudes.
    private var magnitude = 0.0
    /// Whether the terms noted so far qualify.
    private(set) var holds = true

    /// Notes a term that is summed (or taken out of a sum). Infinities
    /// are counted apart by the sums and never summed, so they are not
    /// noted.
    mutating func note(_ term: Double) {
        guard holds, term != 0 else { return }
        // A subnormal has no implicit leading bit: rare enough to give up.
        guard term.isNormal else { holds = false; return }
        let significand = term.significandBitPattern | (1 << 52)
        unit = min(unit, Int(term.exponent) - 52 + significand.trailingZeroBitCount)
        magnitude += abs(term)
        // Checked after each term: the limit only falls as the unit does,
        // and the magnitude only grows. Computed exactly while it holds,
        // the magnitude can only round past the limit once it fails.
        if magnitude >= Double(sign: .plus, exponent: unit + 52, significand: 1) { holds = false }
    }
}
