/// What a notification tells a node's observers: the node's removal flags when it was queued (`NodeBase.flags`,
/// bit 3 `isRemoved` and bit 5 `isRemovedByLayer`), kept as they are so that queuing one costs a mask, not a
/// branch.
@usableFromInline
struct NotificationKind: Equatable {
    @usableFromInline let rawValue: UInt8

    /// The kind of notification a node with `flags` (`NodeBase.flags`) gets.
    @inlinable
    init(flags: UInt8) {
        rawValue = flags & (8 | 32)
    }

    /// The node's value (new, or given back by a rollback): every observer gets it.
    @inlinable static var value: NotificationKind { NotificationKind(flags: 0) }
    /// The entity was removed for good: observers hear of the removal, and nothing after it.
    @inlinable static var removal: NotificationKind { NotificationKind(flags: 8) }
    /// An open optimistic layer removed the entity (see `NodeBase.isRemovedByLayer`): Observation hears that
    /// `isRemoved` changed; closure observers, `values` and publishers hear nothing, since the layer may be
    /// rolled back, and none of them can take a removal back.
    @inlinable static var hiddenRemoval: NotificationKind { NotificationKind(flags: 8 | 32) }

    /// Whether readers see the entity removed.
    var showsRemoved: Bool { rawValue & 8 != 0 }
}
