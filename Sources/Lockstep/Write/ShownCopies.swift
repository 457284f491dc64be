/// The copies a cycle member's stored value shows of its children, while that member is stored again (rule 12;
/// see `WriteEngine+ShownCopies.swift`): a nested copy equal to the one shown at its place is linked, not
/// written.
///
/// Part of ``WriteEngine``, guarded by the store's lock like all of it.
@usableFromInline
struct ShownCopies {
    /// Whether nested stores only record the copies a stored value shows (see
    /// `WriteEngine.normalizeNestedNextToShownCopies`).
    @usableFromInline var isRecording = false
    /// The copies recorded so far, in the order normalizing met them.
    @usableFromInline var recorded: [Any] = []
    /// For each depth at which the children of a cycle member being stored are stored: the copies its stored
    /// value shows of them, in order, and the next one (see `WriteEngine.nextShownCopy`).
    @usableFromInline var byDepth: [Int: (copies: [Any], next: Int)] = [:]

    /// Nothing tracked or recorded yet.
    @usableFromInline
    init() {}
}
