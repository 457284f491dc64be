/// 24 bits of an id's hash, kept by a ``NodeIndex`` for each entry in place of the id: they choose the entry's home
/// bucket (in an index of up to 2^24 buckets; past that, homes repeat every 2^24 buckets, and probes grow longer,
/// but stay correct), so that a rebuild places every entry again without reading an id; and a probe compares them
/// before it reads a node, which it does for another id one time in about 16 million.
///
/// Split in two for the index's two arrays: ``high``, the entry's control byte, 2 to 255 (0 and 1 mark empty and
/// deleted buckets), and ``low``.
@usableFromInline
struct IDFingerprint: Equatable {
    /// Bits 16 to 23 of the hash, 0 and 1 made 2: the control byte of an occupied bucket.
    @usableFromInline let high: UInt8
    /// The hash's 16 lowest bits.
    @usableFromInline let low: UInt16

    /// The fingerprint of an id whose hash is `hash`.
    @inlinable
    init(hash: Int) {
        let bits = UInt(bitPattern: hash)
        // 0 and 1 become 2: a cheaper mapping than a remainder, at the cost of 2 of the 256 high parts never
        // chosen (so, in an index of more than 2^16 buckets, 2 in 256 blocks of 2^16 buckets no entry's home).
        high = max(UInt8(truncatingIfNeeded: bits &>> 16), 2)
        low = UInt16(truncatingIfNeeded: bits)
    }

    /// The fingerprint kept in a bucket: its control byte and low bits.
    @inlinable
    init(high: UInt8, low: UInt16) {
        self.high = high
        self.low = low
    }

    /// The home bucket of an entry with this fingerprint, in an index whose bucket count is `mask + 1` (a power of
    /// two). O(1).
    @inlinable
    func home(mask: Int) -> Int {
        (Int(high) &<< 16 | Int(low)) & mask
    }
}
