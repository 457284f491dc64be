/// How normalization reads a property of `Root` that holds entities, and writes into it in place.
///
/// A shape of ``PartialIdentifiableKeyPath`` (one entity, an optional one, a collection) takes its property as
/// one of these rather than as closures: the value is captured once, by the closure that normalizes, and by the
/// one per slot that writes a changed entity back, instead of by a closure per operation.
@usableFromInline
protocol PropertyAccess<Root, Value> {
    associatedtype Root
    associatedtype Value

    /// The property's value in `root`.
    func read(_ root: Root) -> Value

    /// Runs `body` on the property inside `root`, in place.
    func modify<R>(_ root: inout Root, _ body: (inout Value) -> R) -> R
}
