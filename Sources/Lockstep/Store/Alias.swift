/// The identity of an alias: its value type and its name, so that `AliasKey<User>(named: "me")` and
/// `AliasKey<[User]>(named: "me")` are different aliases.
struct AliasID: Hashable {
    let type: ObjectIdentifier
    let name: String

    init<T>(_ key: AliasKey<T>) {
        type = ObjectIdentifier(T.self)
        name = key.name
    }
}

/// Type-erased handle on an ``Alias`` so the store can keep them in one dictionary.
@usableFromInline
class AnyAlias {
    /// Empties the alias (observers see nil) and reports it; does nothing when already empty.
    func clear(_ operation: WriteOperation) {}
}

/// An alias: a node whose value is the aliased content or nil. The store holds it strongly, so what it
/// designates stays alive until the alias is removed; after removal it stays registered (empty) so that
/// its observers see the next value stored under the same key.
@usableFromInline
final class Alias<T>: AnyAlias {
    let key: AliasKey<T>
    @usableFromInline let node = EntityNode<T?>(value: nil)

    init(key: AliasKey<T>) {
        self.key = key
    }

    override func clear(_ operation: WriteOperation) {
        guard node.value != nil else { return }
        operation.clear(alias: node)
        let key = self.key
        operation.report({ $0.didUnregisterAlias(key) })
    }
}
