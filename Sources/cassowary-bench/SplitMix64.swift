/// SplitMix64 (Steele, Lea & Flood 2014), the PRNG that WORKLOADS.md fixes for W3.
///
/// Every implementation of the workloads must draw the same constraint indices,
/// so the generator is spelled out rather than taken from the standard library
/// (whose `SystemRandomNumberGenerator` is not seedable).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose first output depends only on `seed` (W3 uses 42).
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64-bit output; all arithmetic wraps modulo 2^64 and shifts are logical.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
