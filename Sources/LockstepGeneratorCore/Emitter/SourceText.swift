/// Generated Swift source being written: UTF-8 bytes, appended in place.
///
/// The generator writes about twice as many bytes as it reads, in pieces of a few bytes each (a keyword, a
/// property name, a line number). Appending bytes to an array costs a third of the instructions of appending
/// to a `String`, which checks and updates its encoding flags on every append, and a tenth of an interpolation,
/// which builds a string of its own first. The bytes are written out as they are, never decoded.
struct SourceText: Equatable {
    /// The text so far, UTF-8.
    private(set) var bytes: [UInt8] = []

    /// Empty text.
    init() {}

    /// How many bytes have been written.
    var count: Int { bytes.count }

    /// Appends the literal `rhs`: its bytes are read where the compiler placed them, with no `String` to retain,
    /// release or look into (most of what is written is literal text).
    ///
    /// - Complexity: amortized O(m) in the length of `rhs`.
    static func += (lhs: inout SourceText, rhs: StaticString) {
        lhs.bytes.append(contentsOf: UnsafeBufferPointer(start: rhs.utf8Start, count: rhs.utf8CodeUnitCount))
    }

    /// Appends `text` (a name, or text made at run time; literals use `+=`).
    ///
    /// - Complexity: amortized O(m) in the length of `text`.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `number` in decimal.
    ///
    /// - Complexity: O(log n) in `number`.
    static func += (lhs: inout SourceText, rhs: Int) {
        // Digits written in place, last first: `String(rhs)` would make a string to copy from.
        if rhs < 0 { lhs.bytes.append(UInt8(ascii: "-")) }
        var value = rhs.magnitude
        var digits = 1
        while value >= 10 {
            value /= 10
            digits += 1
        }
        let end = lhs.bytes.count + digits
        lhs.bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        value = rhs.magnitude
        for position in stride(from: end - 1, through: end - digits, by: -1) {
            lhs.bytes[position] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
    }

    /// Reserves room for `count` bytes in all.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Appends `count` spaces: room that ``write(_:at:)`` fills in later.
    ///
    /// - Complexity: amortized O(count).
    mutating func appendRoom(_ count: Int) {
        bytes.append(contentsOf: repeatElement(ASCII.space, count: count))
    }

    /// Writes `text` over the bytes from `offset` on (appending what goes past the end), and returns the offset
    /// after it.
    ///
    /// - Complexity: O(m) in the length of `text`.
    mutating func write(_ text: String, at offset: Int) -> Int {
        var text = text
        return text.withUTF8 { utf8 in
            bytes.replaceSubrange(offset..<min(offset + utf8.count, bytes.count), with: utf8)
            return offset + utf8.count
        }
    }

    /// Copies the bytes `range` to `offset`, which is not after the range's start, and returns the offset after
    /// the copy. The bytes between are overwritten: a file is laid out in place by moving its parts forward.
    ///
    /// - Complexity: O(m) in the length of `range`.
    mutating func move(_ range: Range<Int>, to offset: Int) -> Int {
        precondition(offset <= range.lowerBound && range.upperBound <= bytes.count, "moved bytes must go towards the start")
        if offset < range.lowerBound {
            bytes.withUnsafeMutableBytes { buffer in
                // `copyMemory` copies overlapping regions correctly (it is a `memmove`).
                (buffer.baseAddress! + offset).copyMemory(from: buffer.baseAddress! + range.lowerBound, byteCount: range.count)
            }
        }
        return offset + range.count
    }

    /// Drops every byte from `count` on.
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }
}
