/// Why a write was refused when its stamp is not the reason; reported to ``Logger/didFailedToStore(_:id:error:)``.
/// A refusal because of a stamp is a ``StampError``.
public enum StoreError: Error, Equatable, Sendable {
    /// The value holds an entity that was removed (a late copy, stamped at or before its removal) where it cannot
    /// be dropped: a non-optional property, a non-optional wrapper, a collection that cannot remove elements. It
    /// cannot exist without that entity, as a removal would have removed it too, so it is not stored. The removed
    /// entity's own refusal is reported first, as a ``StampError``.
    case holdsRemovedEntity
}
