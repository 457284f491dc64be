/// What emptying an alias changed, handed back to the write so that it releases, marks and reports it (see
/// `AnyAlias.clear()`): the alias changes its own node, and never calls the write engine.
struct AliasClearing {
    /// The alias's node, whose value is now nil: the write marks it changed, so that its observers see nil.
    let node: NodeBase
    /// The slots the alias held: released after the lock, since releasing them may free nodes.
    let slots: ContiguousArray<Slot>
    /// The alias's former value: released after the lock, since its `deinit` may call the store.
    let value: Any
    /// The logger's report of the removal.
    let report: (Logger) -> Void
}
