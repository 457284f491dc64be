extension Filename {
    /// How a ``Filename`` becomes the name of its file in a ``DiskFolderStorage``.
    ///
    /// ```swift
    /// let images = DiskStorage.main.folder("images", in: .cachesDirectory, filenameEncoder: .base64URL)
    /// ```
    public struct Encoder: Sendable {
        private let encode: @Sendable (Filename) -> String

        private init(encode: @escaping @Sendable (Filename) -> String) {
            self.encode = encode
        }

        /// Standard Base64 of the UTF-8 bytes (``Filename/base64Encoded()``): the default, and Shallows'
        /// default, so that files written by either are found by the other.
        ///
        /// A `/` in the encoding (from some non-ASCII keys) becomes a subfolder, as it does with Shallows.
        public static let base64 = Encoder { $0.base64Encoded() }

        /// Base64 with `-` and `_` for `+` and `/` (``Filename/base64URLEncoded()``): never a subfolder.
        public static let base64URL = Encoder { $0.base64URLEncoded() }

        /// The name as it is: readable, but only for names that are valid file names.
        public static let noEncoding = Encoder { $0.rawValue }

        /// The names LockstepStorage gave files before it took Shallows' layout: a short key spelled out
        /// (`k_` then its lowercase letters, digits, `-` and `_`, and `%` with two hex digits for any other
        /// byte), a long one hashed (`h_`, a readable start, and its SHA-256). Any string is a valid key, and
        /// distinct keys never share a file, even on case-insensitive file systems.
        public static let spelledOut = Encoder { DiskFileName.fileName(forKey: $0.rawValue) }

        /// An encoding of your own; it must give distinct names to distinct filenames.
        public static func custom(_ encode: @escaping @Sendable (Filename) -> String) -> Encoder {
            Encoder(encode: encode)
        }

        /// The file name of `filename`.
        public func encodedString(representing filename: Filename) -> String {
            encode(filename)
        }
    }
}
