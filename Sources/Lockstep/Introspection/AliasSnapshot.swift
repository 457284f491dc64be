/// One alias in a ``StoreSnapshot``: its name, the type of its value, and the entities its value holds.
public struct AliasSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The alias's name (``AliasKey/name``).
    public let name: String
    /// The type of the aliased value, as `String(describing:)` writes it, such as `Book` or `Array<Book>`.
    public let type: String
    /// The highest stamp of the writes that set its content, nil when none carried one.
    public let stamp: Stamp?
    /// Number of active subscriptions to it.
    public let observers: Int
    /// The entities its value holds directly, in the order its value holds them (an array alias: element
    /// order); empty when the alias designates nothing.
    public let entities: [EntityReference]

    /// Describes an alias as the store holds it.
    public init(name: String, type: String, stamp: Stamp?, observers: Int, entities: [EntityReference]) {
        self.name = name
        self.type = type
        self.stamp = stamp
        self.observers = observers
        self.entities = entities
    }

    /// One line, such as `"current" (Book) stamp none, 0 observers, holds Book(1)`.
    public var description: String {
        let holds = entities.isEmpty ? "holds nothing" : "holds " + entities.map(\.description).joined(separator: ", ")
        return "\"\(name)\" (\(type)) stamp \(stamp.text), \(observers) observer\(observers == 1 ? "" : "s"), \(holds)"
    }
}
