import Foundation

extension StorageProtocol where Value == Data {
    /// A storage of `Codable` values kept as JSON.
    ///
    /// ```swift
    /// let cities = DiskStorage.main.folder("cities", in: .cachesDirectory).mapJSONObject(City.self)
    /// ```
    ///
    /// A value that does not decode (corrupt data, another model) fails with
    /// ``TransformError/cannotDecode(key:underlying:)`` holding the `DecodingError`.
    public func mapJSONObject<JSONObject: Codable & Sendable>(
        _ objectType: JSONObject.Type,
        decoder: JSONDecoder = JSONDecoder(),
        encoder: JSONEncoder = JSONEncoder()
    ) -> Storage<Key, JSONObject> {
        mapValues(
            transformIn: { data in try decoder.decode(JSONObject.self, from: data) },
            transformOut: { object in try encoder.encode(object) }
        )
    }

    /// A storage of text kept in `encoding`.
    public func mapString(withEncoding encoding: String.Encoding = .utf8) -> Storage<Key, String> {
        mapValues(
            transformIn: { data in try DataCoding.string(from: data, encoding: encoding) },
            transformOut: { string in try DataCoding.data(from: string, encoding: encoding) }
        )
    }

    /// A storage of JSON objects, as dictionaries of the values `JSONSerialization` reads and writes
    /// (`String`, `NSNumber`, `NSNull`, arrays and dictionaries of them).
    public func mapJSONDictionary(
        readingOptions: JSONSerialization.ReadingOptions = [],
        writingOptions: JSONSerialization.WritingOptions = []
    ) -> Storage<Key, [String: any Sendable]> {
        mapValues(
            transformIn: { data in try DataCoding.jsonDictionary(from: data, options: readingOptions) },
            transformOut: { dictionary in try DataCoding.data(fromJSONDictionary: dictionary, options: writingOptions) }
        )
    }
}
