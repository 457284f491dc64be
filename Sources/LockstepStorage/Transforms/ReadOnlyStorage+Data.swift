import Foundation

extension ReadOnlyStorageProtocol where Value == Data {
    /// A storage of text read in `encoding`.
    public func mapString(withEncoding encoding: String.Encoding = .utf8) -> ReadOnlyStorage<Key, String> {
        mapValues { data in try DataCoding.string(from: data, encoding: encoding) }
    }

    /// A storage of JSON values, as `JSONSerialization` reads them.
    public func mapJSON(options: JSONSerialization.ReadingOptions = []) -> ReadOnlyStorage<Key, Any> {
        mapValues { data in try DataCoding.json(from: data, options: options) }
    }

    /// A storage of JSON objects, as dictionaries.
    public func mapJSONDictionary(options: JSONSerialization.ReadingOptions = []) -> ReadOnlyStorage<Key, [String: Any]> {
        mapValues { data in try DataCoding.dictionary(DataCoding.json(from: data, options: options), of: "JSON") }
    }

    /// A storage of `Decodable` values read from JSON.
    public func mapJSONObject<JSONObject: Decodable>(
        _ objectType: JSONObject.Type,
        decoder: JSONDecoder = JSONDecoder()
    ) -> ReadOnlyStorage<Key, JSONObject> {
        mapValues { data in try decoder.decode(JSONObject.self, from: data) }
    }

    /// A storage of property lists, as `PropertyListSerialization` reads them (in any format; `format` is
    /// only a hint).
    public func mapPlist(
        format: PropertyListSerialization.PropertyListFormat = .xml,
        options: PropertyListSerialization.ReadOptions = []
    ) -> ReadOnlyStorage<Key, Any> {
        mapValues { data in try DataCoding.plist(from: data, format: format, options: options) }
    }

    /// A storage of property-list dictionaries.
    public func mapPlistDictionary(
        format: PropertyListSerialization.PropertyListFormat = .xml,
        options: PropertyListSerialization.ReadOptions = []
    ) -> ReadOnlyStorage<Key, [String: Any]> {
        mapValues { data in try DataCoding.dictionary(DataCoding.plist(from: data, format: format, options: options), of: "property list") }
    }

    /// A storage of `Decodable` values read from property lists.
    public func mapPlistObject<PlistObject: Decodable>(
        _ objectType: PlistObject.Type,
        decoder: PropertyListDecoder = PropertyListDecoder()
    ) -> ReadOnlyStorage<Key, PlistObject> {
        mapValues { data in try decoder.decode(PlistObject.self, from: data) }
    }
}
