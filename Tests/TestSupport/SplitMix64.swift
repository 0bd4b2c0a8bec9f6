/// SplitMix64 (Steele, Lea & Flood 2014): a tiny seedable generator, so
/// random systems and layouts in tests are the same on every run.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    /// A generator whose outputs depend only on `state`.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next 64-bit output; all arithmetic wraps modulo 2^64.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (n > 0); the modulo bias is irrelevant here.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
