import Foundation

/// The conversions behind the `Data` conveniences (`mapJSONObject`, `mapString`, `mapJSONDictionary`),
/// written once for every kind of storage.
enum DataCoding {
    /// Why a conversion of `Data` failed, when the converter itself says nothing more.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func string(from data: Data, encoding: String.Encoding) throws -> String {
        guard let string = String(data: data, encoding: encoding) else {
            throw Failure(description: "the data is not valid text in encoding \(encoding)")
        }
        return string
    }

    static func data(from string: String, encoding: String.Encoding) throws -> Data {
        guard let data = string.data(using: encoding) else {
            throw Failure(description: "the text cannot be represented in encoding \(encoding)")
        }
        return data
    }

    static func jsonDictionary(from data: Data, options: JSONSerialization.ReadingOptions) throws -> [String: any Sendable] {
        guard let dictionary = try JSONSerialization.jsonObject(with: data, options: options) as? [String: Any] else {
            throw Failure(description: "the JSON is not an object")
        }
        return try dictionary.mapValues(sendable)
    }

    static func data(fromJSONDictionary dictionary: [String: any Sendable], options: JSONSerialization.WritingOptions) throws -> Data {
        try JSONSerialization.data(withJSONObject: dictionary, options: options)
    }

    /// A JSON value read by `JSONSerialization` (whose result is typed `Any`), as the `Sendable` value it is.
    private static func sendable(_ value: Any) throws -> any Sendable {
        switch value {
        case let string as String: string
        case let number as NSNumber: number
        case let null as NSNull: null
        case let array as [Any]: try array.map(sendable)
        case let object as [String: Any]: try object.mapValues(sendable)
        default: throw Failure(description: "unexpected JSON value \(value)")
        }
    }
}
