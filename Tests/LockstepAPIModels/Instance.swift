// Many hand-written API modules declare their types `Identifiable` themselves. The generator reads this module's
// source as context and classifies `Instance` as an entity of the targets that hold it, as it does their own
// types: one runtime call for its shape, and its own warning where the store could not keep it in sync.

/// A federated server.
public struct Instance: Codable, Hashable, Identifiable, Sendable {
    /// Its id.
    public let id: Int
    /// Its domain name.
    public let domain: String

    /// An instance.
    public init(id: Int, domain: String) {
        self.id = id
        self.domain = domain
    }
}
