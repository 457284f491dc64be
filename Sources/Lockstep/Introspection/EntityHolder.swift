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
        switch (lhs, rhs) {
        case let (.entity(left), .entity(right)): left < right
        case let (.alias(leftName, leftType), .alias(rightName, rightType)): (leftName, leftType) < (rightName, rightType)
        default: lhs.rank < rhs.rank
        }
    }

    /// The position of each case in the order.
    private var rank: Int {
        switch self {
        case .entity: 0
        case .alias: 1
        case .collectionObserver: 2
        }
    }
}
