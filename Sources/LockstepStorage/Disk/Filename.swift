import Foundation

/// The key of a ``DiskFolderStorage``: the name a value is filed under, before ``Filename/Encoder`` turns it
/// into a file name.
///
/// A string literal is a `Filename`, so `folder.retrieve(forKey: "kharkiv")` reads as it should;
/// `usingStringKeys()` makes a folder storage take `String`s.
public struct Filename: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, LosslessStringConvertible {
    /// The name as given.
    public var rawValue: String

    /// The filename `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The filename `value`.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The filename `description`; never nil, since any string is a filename.
    public init?(_ description: String) {
        self.init(rawValue: description)
    }

    /// The name as given.
    public var description: String {
        rawValue
    }

    /// The standard Base64 encoding of the name's UTF-8 bytes: the file name Shallows gives a key by default.
    public func base64Encoded() -> String {
        Data(rawValue.utf8).base64EncodedString()
    }

    /// The Base64 encoding with `-` for `+` and `_` for `/`, so that no name contains a path separator.
    public func base64URLEncoded() -> String {
        String(base64Encoded().map { character in
            switch character {
            case "+": "-"
            case "/": "_"
            default: character
            }
        })
    }
}
