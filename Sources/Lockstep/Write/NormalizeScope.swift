/// Stores every entity a value of `T` nests, each in its own node, into the scope of the value's node (an
/// aggregate's `nestedEntitiesKeyPaths`, walked by the normalizer).
@usableFromInline
typealias Normalizer<T> = (inout T, inout NormalizeScope<T>) -> Void

/// What normalizing one parent value collects: the slots of its children, and whether any child's stored
/// value differed from the one given (so the parent's value was rewritten to agree with it).
@usableFromInline
struct NormalizeScope<Root> {
    // Invariant: a scope lives within one write, which the store (whose lock owns the engine) is running.
    @usableFromInline unowned let engine: WriteEngine
    // Invariant: the write that creates the scope holds `parent` for the scope's whole life.
    @usableFromInline unowned let parent: EntityNode<Root>
    @usableFromInline var slots: ContiguousArray<Slot> = []
    @usableFromInline var differsFromGiven = false
    /// While normalizing inside an entity wrapper that can be removed (an optional wrapper, or one in a
    /// collection): removes that wrapper from the root. An entity the wrapper holds in a way that cannot be
    /// removed on its own (a case payload, a non-optional property) is removed with its wrapper.
    @usableFromInline var container: ((inout Root) -> Bool)?
    /// Whether a child turned out to be removed (a late write of an entity removed since): the parent must
    /// drop it (see `WriteEngine.dropLateRemovedChildren(from:of:slots:normalize:)`).
    @usableFromInline var holdsRemoved = false

    @inlinable
    init(engine: WriteEngine, parent: EntityNode<Root>) {
        self.engine = engine
        self.parent = parent
    }
}
