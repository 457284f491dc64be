import Foundation

/// A federated identity: a URL, which decodes to new bits every time.
public struct ActorIdentifier: Codable, Hashable, Sendable {
    /// The actor's URL.
    public let url: URL

    /// Decodes from a plain string.
    public init(from decoder: Decoder) throws {
        url = try decoder.singleValueContainer().decode(URL.self)
    }

    /// Encodes as a plain string.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(url)
    }
}
