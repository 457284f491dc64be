/// Counts the strong references to a node, for ``CycleCollector``.
///
/// The runtime's count (`_getRetainCount`) is exact, but calling it may itself hold a reference for the
/// duration of the call, depending on how the code was optimized. The count is therefore calibrated once,
/// through the very same function, on an object with exactly one reference: a count too high by one would
/// keep unreachable cycles alive forever, a count too low would free cycles still in use.
enum StrongReferences {
    /// The strong references to `node` (not counting this call's own).
    static func count(of node: Unmanaged<NodeBase>) -> Int {
        measure(node) - overhead
    }

    /// What `measure` adds to the true count in this build.
    private static let overhead: Int = {
        // Invariant: exactly one reference (this one) while it is measured.
        let probe = Unmanaged.passRetained(NodeBase(stamp: nil))
        defer { probe.release() }
        return measure(probe) - 1
    }()

    @inline(never)
    // Invariant: `node` is alive for the call (the caller guarantees it) and is not retained by it.
    private static func measure(_ node: Unmanaged<NodeBase>) -> Int {
        node._withUnsafeGuaranteedRef { Int(_getRetainCount($0)) }
    }
}
