import Foundation

extension StorageProtocol where Value == Data {
    /// A storage of text kept in `encoding`.
    public func mapString(withEncoding encoding: String.Encoding = .utf8) -> Storage<Key, String> {
        Storage(
            read: asReadOnlyStorage().mapString(withEncoding: encoding),
            write: asWriteOnlyStorage().mapString(withEncoding: encoding),
            move: moveValue(forKey:toKey:)
        )
    }

    /// A storage of JSON values (arrays and dictionaries of strings, numbers, `NSNull` and more of them), as
    /// `JSONSerialization` reads and writes them.
    public func mapJSON(
        readingOptions: JSONSerialization.ReadingOptions = [],
        writingOptions: JSONSerialization.WritingOptions = []
    ) -> Storage<Key, Any> {
        Storage(
            read: asReadOnlyStorage().mapJSON(options: readingOptions),
            write: asWriteOnlyStorage().mapJSON(options: writingOptions),
            move: moveValue(forKey:toKey:)
        )
    }

    /// A storage of JSON objects, as dictionaries.
    ///
    /// ```swift
    /// let settings = DiskStorage.main.folder("settings", in: .applicationSupportDirectory)
    ///     .mapJSONDictionary()
    ///     .singleKey("settings")                  // Storage<Void, [String: Any]>
    /// ```
    public func mapJSONDictionary(
        readingOptions: JSONSerialization.ReadingOptions = [],
        writingOptions: JSONSerialization.WritingOptions = []
    ) -> Storage<Key, [String: Any]> {
        Storage(
            read: asReadOnlyStorage().mapJSONDictionary(options: readingOptions),
            write: asWriteOnlyStorage().mapJSONDictionary(options: writingOptions),
            move: moveValue(forKey:toKey:)
        )
    }

    /// A storage of `Codable` values kept as JSON.
    ///
    /// ```swift
    /// let cities = DiskStorage.main.folder("cities", in: .cachesDirectory).mapJSONObject(City.self)
    /// ```
    ///
    /// A value that does not decode (corrupt data, another model) fails with
    /// ``TransformError/cannotDecode(key:underlying:)`` holding the `DecodingError`.
    public func mapJSONObject<JSONObject: Codable>(
        _ objectType: JSONObject.Type,
        decoder: JSONDecoder = JSONDecoder(),
        encoder: JSONEncoder = JSONEncoder()
    ) -> Storage<Key, JSONObject> {
        Storage(
            read: asReadOnlyStorage().mapJSONObject(objectType, decoder: decoder),
            write: asWriteOnlyStorage().mapJSONObject(objectType, encoder: encoder),
            move: moveValue(forKey:toKey:)
        )
    }

    /// A storage of property-list values kept in `format` (read in any format).
    public func mapPlist(
        format: PropertyListSerialization.PropertyListFormat = .xml,
        readOptions: PropertyListSerialization.ReadOptions = [],
        writeOptions: PropertyListSerialization.WriteOptions = 0
    ) -> Storage<Key, Any> {
        Storage(
            read: asReadOnlyStorage().mapPlist(format: format, options: readOptions),
            write: asWriteOnlyStorage().mapPlist(format: format, options: writeOptions),
            move: moveValue(forKey:toKey:)
        )
    }

    /// A storage of property-list dictionaries kept in `format`.
    public func mapPlistDictionary(
        format: PropertyListSerialization.PropertyListFormat = .xml,
        readOptions: PropertyListSerialization.ReadOptions = [],
        writeOptions: PropertyListSerialization.WriteOptions = 0
    ) -> Storage<Key, [String: Any]> {
        Storage(
            read: asReadOnlyStorage().mapPlistDictionary(format: format, options: readOptions),
            write: asWriteOnlyStorage().mapPlistDictionary(format: format, options: writeOptions),
            move: moveValue(forKey:toKey:)
        )
    }

    /// A storage of `Codable` values kept as property lists.
    public func mapPlistObject<PlistObject: Codable>(
        _ objectType: PlistObject.Type,
        decoder: PropertyListDecoder = PropertyListDecoder(),
        encoder: PropertyListEncoder = PropertyListEncoder()
    ) -> Storage<Key, PlistObject> {
        Storage(
            read: asReadOnlyStorage().mapPlistObject(objectType, decoder: decoder),
            write: asWriteOnlyStorage().mapPlistObject(objectType, encoder: encoder),
            move: moveValue(forKey:toKey:)
        )
    }
}
