/// The file names of ``Filename/Encoder/spelledOut``: any `String` (empty, `..`, `/`, Unicode, thousands of
/// characters) gets a safe name, and two different keys never get the same one.
///
/// - A key whose encoding is short is spelled out: `k_` then each lowercase letter, digit, `-` and `_` as
///   is, and every other UTF-8 byte as `%` and two lowercase hex digits (`"Kyiv 2"` → `k_%4byiv%202`).
///   The encoding is reversible, so distinct keys give distinct names; it uses no uppercase letter, so
///   names stay distinct on case-insensitive file systems too, and no `.`, so no name is `.` or `..`.
/// - A longer key (which would pass the file systems' 255-byte limit) is `h_`, a readable start of its
///   encoding, `_`, and the SHA-256 of the key: distinct unless SHA-256 collides.
///
/// The two prefixes keep the forms apart, and no key file starts with `.`, which is left to temporary files.
enum DiskFileName {
    /// The longest spelled-out name; longer keys are hashed.
    static let maximumEncodedLength = 200
    /// How much of the encoding a hashed name keeps, for people reading a directory listing.
    private static let readablePrefixLength = 48

    /// The file name of `key`.
    static func fileName(forKey key: String) -> String {
        var encoded = ""
        var readablePrefix: String?
        for byte in key.utf8 {
            let unit = encode(byte)
            if readablePrefix == nil, encoded.utf8.count + unit.utf8.count > readablePrefixLength {
                readablePrefix = encoded
            }
            encoded += unit
            if encoded.utf8.count > maximumEncodedLength {
                return "h_\(readablePrefix ?? encoded)_\(SHA256.hexDigest(of: key.utf8))"
            }
        }
        return "k_" + encoded
    }

    private static func encode(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            return String(UnicodeScalar(byte))
        default:
            let digits = String(byte, radix: 16)
            return byte < 16 ? "%0" + digits : "%" + digits
        }
    }
}
