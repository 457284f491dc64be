/// A name under which a value is kept in an ``EntityStore`` without knowing its id, such as the current user.
///
/// Aliased values are retained by the store until the alias is removed, even when nobody observes them.
///
/// ```swift
/// extension AliasKey where T == User {
///     static let currentUser = AliasKey(named: "currentUser")
/// }
/// store.store(entity: me, named: .currentUser)
/// store.find(named: .currentUser).value // me
/// ```
///
/// Two keys with the same name but different value types are different aliases.
public struct AliasKey<T>: Hashable, Sendable {
    /// The alias name.
    public let name: String

    /// Creates a key for the alias `name`.
    public init(named name: String) {
        self.name = name
    }
}
