/// What code inlined into callers needs to know of the write in progress, read once through ``WriteEngine/call``.
///
/// The engine's fields are internal, so that the compiler proves their exclusive access instead of checking it at
/// run time (see `NodeBase`); inlined code cannot read them, and reads this copy instead.
@usableFromInline
struct WriteCall {
    /// The write's generation (see ``WriteEngine/generation``).
    @usableFromInline let generation: UInt64
    /// The write's stamp (see ``WriteEngine/stamp``).
    @usableFromInline let stamp: Stamp?
    /// Whether a layer event runs: the engine then shows every change to the layers' journal.
    @usableFromInline let isLayerEvent: Bool
    /// Whether the write may store the same id twice (see ``WriteEngine/mayRepeatIDs``).
    @usableFromInline let mayRepeatIDs: Bool
    /// Whether a cycle member is being stored over its node (see ``WriteEngine/tracksShownCopies``).
    @usableFromInline let tracksShownCopies: Bool
}
