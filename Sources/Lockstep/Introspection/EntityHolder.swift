/// What holds an entity in the store, as a ``StoreSnapshot`` reports it: a parent entity, an alias, or the array
/// behind a collection observer (`store(entities:)`).
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

    /// Entities first (by type name, then id), then aliases (by name, then type), then collection observers.
    public static func < (lhs: EntityHolder, rhs: EntityHolder) -> Bool {
        lhs.order < rhs.order
    }

    /// The position of the case in the order, then the two texts that order holders of that case.
    private var order: (Int, String, String) {
        switch self {
        case let .entity(entity): (0, entity.type, entity.id)
        case let .alias(name, type): (1, name, type)
        case .collectionObserver: (2, "", "")
        }
    }
}
