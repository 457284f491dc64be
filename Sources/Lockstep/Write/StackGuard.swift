/// How deep a write has gone, so that deep data never overflows a stack (rule 10): normalization moves to a
/// fresh stack when this one runs out (see ``StackSpace``), and propagation keeps old values of deep data for
/// after the lock (see ``WriteLeftovers``).
///
/// Part of ``WriteEngine``, guarded by the store's lock like all of it.
@usableFromInline
struct StackGuard {
    /// The free stack is checked every this many levels of normalization.
    @usableFromInline static let checkInterval = 16
    /// Levels of recursion on one stack at most, whatever the free stack measures: a safety net for builds
    /// whose frames are far larger than usual (sanitizers), where the measure may come too late.
    @usableFromInline static let levelsPerStack = 512
    /// Propagation keeps an old value every this many writes into parents that have parents of their own.
    static let nestedWritesPerRetirement = 128

    /// How deep normalization is nested right now.
    @usableFromInline var depth = 0
    /// `depth` where the recursion entered the current stack.
    @usableFromInline var depthOnThisStack = 0
    /// The lowest stack address this write's recursion may reach on the current thread (see `StackSpace`).
    @usableFromInline var limit: UInt = 0
    /// Propagation writes into parents that have parents of their own (levels of nested data), in this write.
    var nestedWrites = 0
    /// Whether this write reached deep data: what it releases is then released on a thread with a big stack
    /// (see `DeepRelease`).
    @usableFromInline var isDeep = false

    /// At depth 0; ``begin()`` measures the stack of the write's thread.
    @usableFromInline
    init() {}

    /// Starts a write on the calling thread.
    mutating func begin() {
        isDeep = false
        nestedWrites = 0
        limit = StackSpace.limitForCaller()
        depthOnThisStack = 0
    }
}
