/// Names one entity in what the store reports about itself (``StoreSnapshot``, ``StoreChange``, the Graphviz
/// export): its type's name and its id, both as text.
///
/// Text, so that a report is `Sendable` and printable whatever the id type is: the type's name is
/// `String(describing:)` of the type (`Book`, `Box<Int>`), the id's is `String(describing:)` of the id (`42`,
/// `ACK`). They are computed by whoever reads the report, never while the store is locked, since a
/// `description` is user code.
public struct EntityReference: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The entity's type, as `String(describing:)` writes it, such as `Book`.
    public let type: String
    /// The entity's id, as `String(describing:)` writes it, such as `42`.
    public let id: String

    /// Names the entity of `type` with `id`, both already as text.
    public init(type: String, id: String) {
        self.type = type
        self.id = id
    }

    /// Names the entity of `type` with `id`.
    public init<T: Identifiable>(_ type: T.Type, id: T.ID) {
        self.init(type: String(describing: type), id: String(describing: id))
    }

    /// Names the entity of `type` with `id`, as the store keeps them when it does not know the type statically.
    /// Runs the id's `description`: never call it under the store's lock.
    init(erasedType type: Any.Type, id: AnyHashable) {
        self.init(type: String(describing: type), id: String(describing: id.base))
    }

    /// `Type(id)`, such as `Book(42)`.
    public var description: String { "\(type)(\(id))" }

    /// Orders by type name, then by id text: the order of every report, so that the same store prints the same.
    public static func < (lhs: EntityReference, rhs: EntityReference) -> Bool {
        (lhs.type, lhs.id) < (rhs.type, rhs.id)
    }
}
