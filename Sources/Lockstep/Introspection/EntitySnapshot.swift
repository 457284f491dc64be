/// One stored entity in a ``StoreSnapshot``: which it is, its stamp, who observes it and what holds it.
public struct EntitySnapshot: Hashable, Sendable, CustomStringConvertible {
    /// Its type and id.
    public let entity: EntityReference
    /// The stamp of the last accepted stamped write of it, nil when no write carried one.
    public let stamp: Stamp?
    /// Number of active subscriptions to it (`observe`, `values`, publishers). An ``EntityObserver`` that is
    /// held but not subscribed keeps it alive without being counted.
    public let observers: Int
    /// What holds it: its parent entities, the aliases and collection observers whose value holds it; sorted
    /// (see ``EntityHolder``), each once.
    public let parents: [EntityHolder]

    /// Describes an entity as the store holds it.
    public init(entity: EntityReference, stamp: Stamp?, observers: Int, parents: [EntityHolder]) {
        self.entity = entity
        self.stamp = stamp
        self.observers = observers
        self.parents = parents
    }

    /// One line, such as `Book(1) stamp 2.0, 1 observer, held by alias "current" (Book)`.
    public var description: String {
        let holders = parents.isEmpty ? "" : ", held by " + parents.map(\.description).joined(separator: ", ")
        return "\(entity) stamp \(stamp.text), \(observers) observer\(observers == 1 ? "" : "s")\(holders)"
    }
}

/// What holds an entity in the store, as a ``StoreSnapshot`` reports it: a parent entity, an alias, or the array
/// behind a collection observer (`store(entities:)`).
///
/// Ordered as the cases are declared: entities first (by type name, then id), then aliases (by name, then type),
/// then collection observers.
public enum EntityHolder: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// An entity (or aggregate) whose value holds it.
    case entity(EntityReference)
    /// The alias `name` of an aliased value of type `type` (the type's name).
    case alias(name: String, type: String)
    /// The array behind a collection observer, which has no name: what `store(entities:)` returned.
    case collectionObserver

    /// `Book(1)`, `alias "current" (Book)` or `collection observer`.
    public var description: String {
        switch self {
        case let .entity(entity): entity.description
        case let .alias(name, type): "alias \"\(name)\" (\(type))"
        case .collectionObserver: "collection observer"
        }
    }
}
