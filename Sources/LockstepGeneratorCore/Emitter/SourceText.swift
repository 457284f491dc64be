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

    /// Appends `text`.
    ///
    /// - Complexity: amortized O(m) in the length of `text`.
    static func += (lhs: inout SourceText, rhs: String) {
        var text = rhs
        text.withUTF8 { lhs.bytes.append(contentsOf: $0) }
    }

    /// Appends the bytes `range` of `other`.
    ///
    /// - Complexity: amortized O(m) in the length of `range`.
    mutating func append(_ other: SourceText, _ range: Range<Int>) {
        bytes.append(contentsOf: other.bytes[range])
    }

    /// Appends `number` in decimal.
    ///
    /// - Complexity: O(log n) in `number`.
    static func += (lhs: inout SourceText, rhs: Int) {
        lhs += String(rhs)
    }

    /// Reserves room for `count` bytes in all.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }
}
