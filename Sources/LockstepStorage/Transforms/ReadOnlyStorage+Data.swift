import Foundation

extension ReadOnlyStorageProtocol where Value == Data {
    /// A storage of `Decodable` values read from JSON.
    public func mapJSONObject<JSONObject: Decodable & Sendable>(
        _ objectType: JSONObject.Type,
        decoder: JSONDecoder = JSONDecoder()
    ) -> ReadOnlyStorage<Key, JSONObject> {
        mapValues { data in try decoder.decode(JSONObject.self, from: data) }
    }

    /// A storage of text read in `encoding`.
    public func mapString(withEncoding encoding: String.Encoding = .utf8) -> ReadOnlyStorage<Key, String> {
        mapValues { data in try DataCoding.string(from: data, encoding: encoding) }
    }

    /// A storage of JSON objects, as dictionaries of the values `JSONSerialization` reads (`String`,
    /// `NSNumber`, `NSNull`, arrays and dictionaries of them).
    public func mapJSONDictionary(options: JSONSerialization.ReadingOptions = []) -> ReadOnlyStorage<Key, [String: any Sendable]> {
        mapValues { data in try DataCoding.jsonDictionary(from: data, options: options) }
    }
}
