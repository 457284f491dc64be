/// Maps identifier bytes to a ``Keyword`` without allocating or hashing a `String`.
///
/// Every keyword is at most 15 bytes (`precedencegroup`) and starts with a lowercase letter, so anything else is
/// no keyword without a lookup (type names, the most common identifiers in models, start uppercase). A keyword's
/// bytes are packed into two integers (7 in the low word, whose top byte holds the length, and 8 in the high
/// word) and looked up in an open-addressing table of fixed size, built once: the scanner looks up every
/// lowercase identifier of every file, and a `Dictionary`'s seeded hashing cost more than the rest of the
/// scanner's work on them.
struct KeywordTable: Sendable {
    /// Two little-endian words holding up to 15 bytes; the length is folded in to keep `a` ≠ `a\0`.
    private struct Packed: Equatable, Sendable {
        var low: UInt64
        var high: UInt64

        /// A slot in a table of `1 << bits` slots: a multiplicative hash, enough for a fixed set of words.
        func slot(bits: Int) -> Int {
            Int(truncatingIfNeeded: ((low ^ (high &* 0x94D0_49BB_1331_11EB)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
        }
    }

    /// log2 of the table's size: 256 slots for fewer than 100 keywords keeps probe sequences short.
    private static let bits = 8
    /// The packed spelling in each slot (zero, which no spelling packs to, for an empty slot).
    private let spellings: [Packed]
    /// The keyword in each slot, `.notKeyword` for an empty one.
    private let keywords: [Keyword]

    /// The table every scanner shares.
    static let shared = KeywordTable()

    private init() {
        let size = 1 << KeywordTable.bits
        var spellings = [Packed](repeating: Packed(low: 0, high: 0), count: size)
        var keywords = [Keyword](repeating: .notKeyword, count: size)
        for keyword in Keyword.allCases where keyword != .notKeyword {
            let bytes = Array(keyword.spelling.utf8)
            let packed = bytes.withUnsafeBufferPointer { KeywordTable.pack($0, 0, $0.count) }
            var slot = packed.slot(bits: KeywordTable.bits)
            // Linear probing. A spelling listed twice (`if`, then `#if`'s `directiveIf`) keeps the last: callers
            // that care (directives) know which they read, and any keyword counts the same elsewhere.
            while keywords[slot] != .notKeyword, spellings[slot] != packed { slot = (slot + 1) & (size - 1) }
            (spellings[slot], keywords[slot]) = (packed, keyword)
        }
        self.spellings = spellings
        self.keywords = keywords
    }

    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Packed {
        var low: UInt64 = UInt64(end - start) << 59
        var high: UInt64 = 0
        var shift: UInt64 = 0
        var index = start
        while index < end {
            let value = UInt64(bytes[index])
            if shift < 56 {
                low |= value << shift
            } else {
                high |= value << (shift - 56)
            }
            shift += 8
            index += 1
        }
        return Packed(low: low, high: high)
    }

    /// The keyword spelled by `bytes[start..<end]`, or `.notKeyword`.
    ///
    /// - Complexity: O(1): at most 15 bytes are packed, then a few slots compared.
    func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        guard end - start <= 15, bytes[start] >= UInt8(ascii: "a"), bytes[start] <= UInt8(ascii: "z") else { return .notKeyword }
        let packed = KeywordTable.pack(bytes, start, end)
        var slot = packed.slot(bits: KeywordTable.bits)
        while keywords[slot] != .notKeyword {
            if spellings[slot] == packed { return keywords[slot] }
            slot = (slot + 1) & ((1 << KeywordTable.bits) - 1)
        }
        return .notKeyword
    }
}
