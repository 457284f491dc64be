// Copies the store made (rule 12): the value of a cycle member holds copies of the other members that differ from
// their own values (an anchor's copy of its cycle ends on truncated copies). Storing such a value back as it was
// handed out (an `update` that renames the member) must not make those copies the members' values: a nested copy
// equal to the one the stored value shows at the same place is linked, not written, like a copy of a node being
// normalized.
extension WriteEngine {
    /// ``normalizeNested(_:_:_:)`` for a cycle member stored over its node (`scope.parent`): the copies its stored
    /// value shows of its children are recorded first, in the order normalizing meets them, for the stores of its
    /// children (see ``storeNextToShownCopy(_:in:)``). A rare path: not inlined into callers.
    @usableFromInline
    func normalizeNestedNextToShownCopies<T>(
        _ value: inout T, _ scope: inout NormalizeScope<T>, _ normalize: Normalizer<T>
    ) {
        var stored = scope.parent.value
        var recording = NormalizeScope<T>(engine: self, parent: scope.parent)
        tracksShownCopies = true
        isRecordingShownCopies = true
        normalize(&stored, &recording)
        isRecordingShownCopies = false
        // Its children are stored one level deeper (see `oneLevelDeeper`).
        shownCopiesByDepth[stackGuard.depth + 1] = (recordedShownCopies, 0)
        recordedShownCopies = []
        oneLevelDeeper { normalize(&value, &scope) }
        shownCopiesByDepth[stackGuard.depth + 1] = nil
        tracksShownCopies = !shownCopiesByDepth.isEmpty
    }

    /// Stores `value`, nested in a cycle member being stored or recorded (see ``WriteEngine/tracksShownCopies``), when that
    /// takes nothing more: while ``normalizeNestedNextToShownCopies(_:_:_:)`` walks a stored value, records
    /// `value`; when `value` is the copy the parent's stored value shows at its place, and not its cycle member's
    /// value, links to the member without writing it. Nil when `value` must be stored as any other.
    @usableFromInline
    func storeNextToShownCopy<T: Identifiable>(_ value: T, in table: EntityTable<T>) -> StoreOutcome<T>? {
        if isRecordingShownCopies {
            recordedShownCopies.append(value)
            // The stored value's children are alive (its node holds them); the outcome only has to name one.
            return (node: table.node(for: value.id) ?? detachedNode(value), differsFromGiven: false, isRejected: false)
        }
        // Advanced for every nested store, so that the copies stay in step with the values given.
        guard let shown = nextShownCopy() as? T, shown.id == value.id, let node = table.node(for: value.id),
              node.inCycle, !node.isNormalizing, table.isUnchanged(shown, value), !table.isUnchanged(node.value, value)
        else { return nil }
        return (node: node, differsFromGiven: false, isRejected: false)
    }

    /// The copy the stored value of the parent being stored shows where the value now being stored sits, if the
    /// parent is a cycle member; advances to the next place.
    private func nextShownCopy() -> Any? {
        guard var frame = shownCopiesByDepth[stackGuard.depth] else { return nil }
        defer {
            frame.next += 1
            shownCopiesByDepth[stackGuard.depth] = frame
        }
        return frame.next < frame.copies.count ? frame.copies[frame.next] : nil
    }
}
