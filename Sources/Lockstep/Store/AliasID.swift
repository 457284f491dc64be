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
