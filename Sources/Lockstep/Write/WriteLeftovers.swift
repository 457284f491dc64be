/// What a write hands back to be run or released once the store's lock is released: logger reports (user code),
/// replaced slots (dropping them may release nodes) and replaced values (dropping them may run a `deinit`).
///
/// The write engine collects them in one of these while it runs (``WriteEngine/leftovers``) and hands it over
/// at the end of the write (``WriteEngine/end()``).
@usableFromInline
struct WriteLeftovers {
    /// Reports for the logger (user code).
    @usableFromInline var reports: [(Logger) -> Void] = []
    /// Slots replaced during the write; dropping them may free nodes.
    @usableFromInline var slots: ContiguousArray<Slot> = []
    /// Nodes the tables retained only to read them (see ``StoreState/hold(_:)``); dropping them may free nodes.
    @usableFromInline var nodes: ContiguousArray<NodeBase> = []
    /// Replaced values, in the order they were replaced; dropping them may run a `deinit` that calls the store.
    @usableFromInline var values: [Any] = []
    /// Rule 5: for nodes the write changed, whether a node's value is back to the one it had before the write, and
    /// so changed nothing. Saved for directly written nodes whenever an id may repeat, and for the nodes propagation
    /// reaches once an id did repeat (see ``WriteEngine/sawRepeatedID``). Kept here from the start: the closures
    /// hold old values, whose release may run user code.
    @usableFromInline var savedValues: [ObjectIdentifier: () -> Bool] = [:]
    /// Whether the write reached deep data (see ``StackGuard/isDeep``).
    @usableFromInline var isDeep = false

    /// Nothing to run or release.
    @usableFromInline
    init() {}

    /// Whether there is nothing to run or release.
    var isEmpty: Bool { reports.isEmpty && slots.isEmpty && nodes.isEmpty && values.isEmpty && savedValues.isEmpty }

    /// Releases everything, in an order that never frees deep data recursively: values from the last replaced
    /// (the outermost levels of nested data) to the first, each level still holding the storage the next one
    /// shares, then slots and held nodes. After a deep write, the values go to a thread with a big stack, and the
    /// slots and nodes are released here first: a released node releases no other node (slots do not retain
    /// their children), so this recurses on no stack.
    /// Leaves this value empty.
    ///
    /// Mutating rather than consuming: a consuming call on a copy (`leftovers?.release()` on a `let`) would leave
    /// the caller a second reference to every value, and if the deep-release thread dropped its own first, the
    /// caller's would free a deep value recursively, on a stack too small for it.
    mutating func release() {
        if isDeep {
            // The values the nodes' values share storage with are still held here, so freeing a node's value
            // frees one level at most.
            slots = []
            nodes = []
            var moved = WriteLeftovers()
            swap(&moved, &self)
            // Moved, not copied: this thread must not be the one that frees the values.
            DeepRelease.release(consume moved)
            return
        }
        while values.popLast() != nil {}
        slots = []
        nodes = []
    }
}
