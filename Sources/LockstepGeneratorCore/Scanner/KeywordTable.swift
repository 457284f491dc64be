/// Maps identifier bytes to a ``Keyword`` without allocating or hashing a `String`.
///
/// Every keyword is at most 15 bytes (`precedencegroup`) and starts with a lowercase letter, so anything else is
/// no keyword without a lookup (type names, the most common identifiers in models, start uppercase). A keyword's
/// bytes are packed into two integers (``PackedName``) and looked up in an open-addressing table of fixed size,
/// built once: the scanner looks up every lowercase identifier of every file, and a `Dictionary`'s seeded hashing
/// cost more than the rest of the scanner's work on them.
struct KeywordTable: Sendable {
    /// log2 of the table's size: 256 slots for fewer than 100 keywords keeps probe sequences short.
    private static let bits = 8
    /// The packed spelling in each slot (zero, which no spelling packs to, for an empty slot).
    private let spellings: [PackedName]
    /// The keyword in each slot, `.notKeyword` for an empty one.
    private let keywords: [Keyword]

    /// The table every scanner shares.
    static let shared = KeywordTable()

    private init() {
        let size = 1 << KeywordTable.bits
        var spellings = [PackedName](repeating: .empty, count: size)
        var keywords = [Keyword](repeating: .notKeyword, count: size)
        for keyword in Keyword.allCases where keyword != .notKeyword {
            // Every spelling has 1 to 15 bytes.
            let packed = PackedName(keyword.spelling)!
            var slot = packed.slot(bits: KeywordTable.bits)
            // Linear probing. A spelling listed twice (`if`, then `#if`'s `directiveIf`) keeps the last: callers
            // that care (directives) know which they read, and any keyword counts the same elsewhere.
            while keywords[slot] != .notKeyword, spellings[slot] != packed { slot = (slot + 1) & (size - 1) }
            (spellings[slot], keywords[slot]) = (packed, keyword)
        }
        self.spellings = spellings
        self.keywords = keywords
    }

    /// The keyword spelled by `bytes[start..<end]`, or `.notKeyword`.
    ///
    /// - Complexity: O(1): at most 15 bytes are packed, then a few slots compared.
    func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        guard bytes[start] >= UInt8(ascii: "a"), bytes[start] <= UInt8(ascii: "z"), let packed = PackedName(bytes, start, end) else {
            return .notKeyword
        }
        var slot = packed.slot(bits: KeywordTable.bits)
        while keywords[slot] != .notKeyword {
            if spellings[slot] == packed { return keywords[slot] }
            slot = (slot + 1) & ((1 << KeywordTable.bits) - 1)
        }
        return .notKeyword
    }
}
