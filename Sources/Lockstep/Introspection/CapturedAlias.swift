/// One alias as ``StoreCapture`` reads it under the store's lock (see ``CapturedEntity``).
struct CapturedAlias {
    /// The alias's name.
    let name: String
    /// The type of the aliased value.
    let type: Any.Type
    /// Its node's identity.
    let key: ObjectIdentifier
    /// The highest stamp of the writes that set its content.
    let stamp: Stamp?
    /// Number of subscriptions to it.
    let observers: Int
    /// Whether it designates something now.
    let hasValue: Bool

    /// How a ``StoreSnapshot`` names it as a holder.
    var holder: EntityHolder { .alias(name: name, type: String(describing: type)) }
}
