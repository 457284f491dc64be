/// What a notification tells a node's observers.
@usableFromInline
enum NotificationKind: UInt8 {
    /// The node's value (new, or given back by a rollback): every observer gets it.
    case value
    /// The entity was removed for good: observers hear of the removal, and nothing after it.
    case removal
    /// An open optimistic layer removed the entity (see `NodeBase.isRemovedByLayer`): Observation hears that
    /// `isRemoved` changed; closure observers, `values` and publishers hear nothing, since the layer may be
    /// rolled back, and none of them can take a removal back.
    case hiddenRemoval

    /// Whether readers see the entity removed.
    var showsRemoved: Bool { self != .value }
}
