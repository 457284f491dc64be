/// Maps identifier bytes to a ``Keyword`` without allocating.
///
/// Every keyword is at most 15 bytes (`precedencegroup`), so its bytes are packed into two integers (7 in the
/// low word, whose top byte holds the length, and 8 in the high word) and looked up in a dictionary built once;
/// longer identifiers are never keywords.
struct KeywordTable: Sendable {
    /// Two little-endian words holding up to 15 bytes; the length is folded in to keep `a` ≠ `a\0`.
    private struct Packed: Hashable, Sendable {
        var low: UInt64
        var high: UInt64
    }

    private let table: [Packed: Keyword]

    /// The shared table; immutable, so sharing across threads is safe.
    static let shared = KeywordTable()

    private init() {
        var table: [Packed: Keyword] = [:]
        for keyword in Keyword.allCases where keyword != .notKeyword {
            let bytes = Array(keyword.spelling.utf8)
            table[KeywordTable.pack(bytes, 0, bytes.count)] = keyword
        }
        self.table = table
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

    private static func pack(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Packed {
        bytes.withUnsafeBufferPointer { pack($0, start, end) }
    }

    /// The keyword spelled by `bytes[start..<end]`, or `.notKeyword`.
    func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        guard end - start <= 15 else { return .notKeyword }
        return table[KeywordTable.pack(bytes, start, end)] ?? .notKeyword
    }
}
