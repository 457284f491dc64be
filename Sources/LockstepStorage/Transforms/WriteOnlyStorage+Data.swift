import Foundation

extension WriteOnlyStorageProtocol where Value == Data {
    /// A storage that takes text and stores it in `encoding`.
    public func mapString(withEncoding encoding: String.Encoding = .utf8) -> WriteOnlyStorage<Key, String> {
        mapValues { string in try DataCoding.data(from: string, encoding: encoding) }
    }

    /// A storage that takes JSON values (arrays and dictionaries of strings, numbers, `NSNull` and more of
    /// them) and stores them as JSON.
    public func mapJSON(options: JSONSerialization.WritingOptions = []) -> WriteOnlyStorage<Key, Any> {
        mapValues { object in try DataCoding.data(fromJSON: object, options: options) }
    }

    /// A storage that takes JSON objects, as dictionaries.
    public func mapJSONDictionary(options: JSONSerialization.WritingOptions = []) -> WriteOnlyStorage<Key, [String: Any]> {
        mapValues { dictionary in try DataCoding.data(fromJSON: dictionary, options: options) }
    }

    /// A storage that takes `Encodable` values and stores them as JSON.
    public func mapJSONObject<JSONObject: Encodable>(
        _ objectType: JSONObject.Type,
        encoder: JSONEncoder = JSONEncoder()
    ) -> WriteOnlyStorage<Key, JSONObject> {
        mapValues { object in try encoder.encode(object) }
    }

    /// A storage that takes property-list values and stores them in `format`.
    public func mapPlist(
        format: PropertyListSerialization.PropertyListFormat = .xml,
        options: PropertyListSerialization.WriteOptions = 0
    ) -> WriteOnlyStorage<Key, Any> {
        mapValues { object in try DataCoding.data(fromPlist: object, format: format, options: options) }
    }

    /// A storage that takes property-list dictionaries and stores them in `format`.
    public func mapPlistDictionary(
        format: PropertyListSerialization.PropertyListFormat = .xml,
        options: PropertyListSerialization.WriteOptions = 0
    ) -> WriteOnlyStorage<Key, [String: Any]> {
        mapValues { dictionary in try DataCoding.data(fromPlist: dictionary, format: format, options: options) }
    }

    /// A storage that takes `Encodable` values and stores them as property lists.
    public func mapPlistObject<PlistObject: Encodable>(
        _ objectType: PlistObject.Type,
        encoder: PropertyListEncoder = PropertyListEncoder()
    ) -> WriteOnlyStorage<Key, PlistObject> {
        mapValues { object in try encoder.encode(object) }
    }
}
