/// Up to 15 bytes of a name packed into two integers, so that a table can find a name by comparing two words
/// rather than hashing and comparing a `String`: 7 bytes in the low word, whose top byte holds the length (which
/// keeps `a` apart from `a\0`), and 8 in the high word. No name packs to zero.
struct PackedName: Equatable, Sendable {
    /// The first 7 bytes, little-endian, and the length in the top 5 bits.
    private(set) var low: UInt64
    /// Bytes 8 to 15, little-endian.
    private(set) var high: UInt64

    /// The empty slot of a table.
    static let empty = PackedName(low: 0, high: 0)

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// Packs `bytes[start..<end]`, or returns nil when they are none or more than 15.
    ///
    /// - Complexity: O(n) in the number of bytes, at most 15.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        let count = end &- start
        guard count > 0, count <= 15 else { return nil }
        var low = UInt64(truncatingIfNeeded: count) << 59
        var high: UInt64 = 0
        let lowCount = Swift.min(count, 7)
        if start &+ 16 <= bytes.count {
            // Away from the end of the buffer, each word is one unaligned load, its bytes past the name masked off:
            // this runs for every lowercase identifier of every file. Both loads stay inside the buffer.
            let base = UnsafeRawPointer(bytes.baseAddress! + start)
            low |= base.loadUnaligned(as: UInt64.self).littleEndian & ((1 << UInt64(truncatingIfNeeded: lowCount &* 8)) &- 1)
            if count > 7 {
                // A 15-byte name keeps the whole word: `1 << 64` is 0, and the mask all ones.
                let highBits = UInt64(truncatingIfNeeded: (count &- 7) &* 8)
                high = base.loadUnaligned(fromByteOffset: 7, as: UInt64.self).littleEndian & ((1 << highBits) &- 1)
            }
            self.init(low: low, high: high)
            return
        }
        var offset = 0
        while offset < lowCount {
            low |= UInt64(bytes[start &+ offset]) << UInt64(truncatingIfNeeded: offset &* 8)
            offset &+= 1
        }
        while offset < count {
            high |= UInt64(bytes[start &+ offset]) << UInt64(truncatingIfNeeded: (offset &- 7) &* 8)
            offset &+= 1
        }
        self.init(low: low, high: high)
    }

    /// Packs the UTF-8 bytes of `name`, or returns nil when it has none or more than 15.
    init?(_ name: String) {
        var name = name
        guard let packed = name.withUTF8({ PackedName($0, 0, $0.count) }) else { return nil }
        self = packed
    }

    /// A slot in a table of `1 << bits` slots: a multiplicative hash of the words mixed with `seed`.
    ///
    /// - Complexity: O(1).
    func slot(bits: Int, seed: UInt64 = 0) -> Int {
        Int(truncatingIfNeeded: (((low ^ seed) ^ (high &* 0x94D0_49BB_1331_11EB)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }
}
