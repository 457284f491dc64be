import Lockstep

/// What `persist` writes for an alias: a JSON object holding the format version, the stamp of the write that
/// last set the alias, and the alias's value, encoded with the value's own `Codable` conformance:
///
/// ```json
/// {"format":1,"stamp":745000000.5,"value":[{"id":1,"title":"Dune"}]}
/// ```
///
/// `stamp` is absent (or null) when the alias was never written with a stamp. A reader checks `format`
/// before anything else, so a file written by a future, different format is reported as such instead of as
/// a model mismatch.
struct SavedAlias<Value> {
    /// The format written by this version; bump it on any change to the layout above.
    static var currentFormat: Int { 1 }

    let stamp: Stamp?
    let value: Value

    enum CodingKeys: String, CodingKey {
        case format, stamp, value
    }
}

extension SavedAlias: Encodable where Value: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentFormat, forKey: .format)
        try container.encodeIfPresent(stamp, forKey: .stamp)
        try container.encode(value, forKey: .value)
    }
}

extension SavedAlias: Decodable where Value: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(Int.self, forKey: .format)
        guard format == Self.currentFormat else {
            throw PersistenceError.unsupportedFormat(found: format, supported: Self.currentFormat)
        }
        stamp = try container.decodeIfPresent(Stamp.self, forKey: .stamp)
        value = try container.decode(Value.self, forKey: .value)
    }
}
