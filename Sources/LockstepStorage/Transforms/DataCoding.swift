import Foundation

/// The conversions behind the `Data` transforms (`mapString`, `mapJSON`, `mapPlist` and their forms), written
/// once for every kind of storage.
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

    static func json(from data: Data, options: JSONSerialization.ReadingOptions) throws -> Any {
        try JSONSerialization.jsonObject(with: data, options: options)
    }

    static func data(fromJSON object: Any, options: JSONSerialization.WritingOptions) throws -> Data {
        // `JSONSerialization` raises an Objective-C exception, which Swift cannot catch, for what is not JSON.
        guard JSONSerialization.isValidJSONObject(object) else {
            throw Failure(description: "the value is not a JSON array or object of JSON values: \(object)")
        }
        return try JSONSerialization.data(withJSONObject: object, options: options)
    }

    static func plist(from data: Data, format: PropertyListSerialization.PropertyListFormat, options: PropertyListSerialization.ReadOptions) throws -> Any {
        var format = format
        return try PropertyListSerialization.propertyList(from: data, options: options, format: &format)
    }

    static func data(
        fromPlist object: Any,
        format: PropertyListSerialization.PropertyListFormat,
        options: PropertyListSerialization.WriteOptions
    ) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: object, format: format, options: options)
    }

    /// `object` as a dictionary, or a failure naming what it is instead.
    static func dictionary(_ object: Any, of format: String) throws -> [String: Any] {
        guard let dictionary = object as? [String: Any] else {
            throw Failure(description: "the \(format) is not a dictionary: \(type(of: object))")
        }
        return dictionary
    }
}
