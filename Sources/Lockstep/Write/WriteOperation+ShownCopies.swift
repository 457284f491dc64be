// Copies the store made (rule 12): the value of a cycle member holds copies of the other members that differ from
// their own values (an anchor's copy of its cycle ends on truncated copies). Storing such a value back as it was
// handed out (an `update` that renames the member) must not make those copies the members' values: a nested copy
// equal to the one the stored value shows at the same place is linked, not written, like a copy of a node being
// normalized.
extension WriteOperation {
    /// Records the copies the stored value of `node`, a cycle member about to be stored again, shows of its
    /// children, in the order normalizing meets them, for the stores of its children (see `nextShownCopy`).
    @usableFromInline
    func recordShownCopies<T>(of node: EntityNode<T>, _ normalize: (inout T, inout NormalizeScope<T>) -> Void) {
        var value = node.value
        var scope = NormalizeScope<T>(operation: self, parent: node)
        isRecordingShownCopies = true
        normalize(&value, &scope)
        isRecordingShownCopies = false
        // Its children are stored one level deeper (see `normalizeNested`).
        shownCopies[normalizationDepth + 1] = (recordedCopies, 0)
        recordedCopies = []
    }

    /// While ``recordShownCopies(of:_:)`` walks a stored value: records `value` and stores nothing.
    @usableFromInline
    func recordShownCopy<T: Identifiable>(_ value: T, in table: EntityTable<T>) -> StoreOutcome<T> {
        recordedCopies.append(value)
        // The stored value's children are alive (its node holds them); the outcome only has to name one.
        return StoreOutcome(node: table.node(for: value.id) ?? EntityNode(value: value), differs: false)
    }

    /// The copy the stored value of the parent being stored shows where the value now being stored sits, if the
    /// parent is a cycle member; advances to the next place. Call once per nested store.
    @usableFromInline
    func nextShownCopy() -> Any? {
        guard var frame = shownCopies[normalizationDepth] else { return nil }
        defer {
            frame.next += 1
            shownCopies[normalizationDepth] = frame
        }
        return frame.next < frame.copies.count ? frame.copies[frame.next] : nil
    }

    /// Whether `value`, given for the cycle member `node`, is the copy the store shows there (`shown`), made by
    /// the store rather than news about `node`: it differs from `node`'s value.
    @usableFromInline
    func isCopyTheStoreShows<T: Identifiable>(_ value: T, shown: Any, of node: EntityNode<T>, in table: EntityTable<T>) -> Bool {
        guard let shown = shown as? T, shown.id == value.id else { return false }
        return table.isUnchanged(shown, value) && !table.isUnchanged(node.value, value)
    }
}
