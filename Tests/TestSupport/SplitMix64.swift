/// A deterministic random number generator (SplitMix64), shared by every randomized test so that a printed
/// seed reproduces a failing run exactly, on any machine.
///
/// `SystemRandomNumberGenerator` cannot be seeded, which is why the tests do not use it.
public struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state; two generators with the same state produce the same sequence.
    public var state: UInt64

    /// Creates a generator whose sequence is fixed by `state`.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next 64 random bits. O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `true` with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

    /// A uniformly random integer in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }
}
