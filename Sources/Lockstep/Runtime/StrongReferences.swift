// Runtime fence: the only use of `_getRetainCount` (underscored standard-library API, the runtime's strong count).
// It relies on one invariant: the counted node is alive and held by at least one slot of another cycle member for
// the whole call, and the call adds the same overhead every time (calibrated once, below). Debug builds check that
// every count is at least that one slot; `StrongReferencesTests` checks exact counts.

/// Counts the strong references to a node, for ``CycleCollector``.
///
/// The runtime's count (`_getRetainCount`) is exact, but calling it may itself hold a reference for the
/// duration of the call, depending on how the code was optimized. The count is therefore calibrated once,
/// through the very same function, on an object with exactly one reference: a count too high by one would
/// keep unreachable cycles alive forever, a count too low would free cycles still in use.
enum StrongReferences {
    /// The strong references to `node` (not counting this call's own).
    static func count(of node: Unmanaged<NodeBase>) -> Int {
        let count = measure(node) - overhead
        assert(count > 0, "a counted node must be alive: held at least by the slot that makes it a cycle member")
        return count
    }

    /// What `measure` adds to the true count in this build.
    private static let overhead: Int = {
        // Invariant: exactly one reference (this one) while it is measured.
        let probe = Unmanaged.passRetained(NodeBase(stamp: nil))
        defer { probe.release() }
        let overhead = measure(probe) - 1
        assert(overhead >= 0, "the runtime reported fewer strong references than the probe's one")
        return overhead
    }()

    @inline(never)
    // Invariant: `node` is alive for the call (the caller guarantees it) and is not retained by it.
    private static func measure(_ node: Unmanaged<NodeBase>) -> Int {
        node._withUnsafeGuaranteedRef { Int(_getRetainCount($0)) }
    }
}
