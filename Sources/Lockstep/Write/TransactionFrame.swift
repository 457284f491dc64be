/// A transaction open on one thread for one store: the nodes changed so far, whose observers are notified once
/// when the outermost transaction ends.
///
/// The store keeps its open frames by thread (``StoreState/transactions``), under its lock, which guards every
/// field here. Writes inside a transaction are still applied one by one, so other threads see them at once; only
/// notifications wait.
final class TransactionFrame {
    /// Nesting depth: inner transactions join the outermost one.
    var depth = 1
    /// The nodes to notify, in first-change order.
    private(set) var deferred: ContiguousArray<NodeBase> = []
    /// The nodes in ``deferred``, which keeps them alive, so that their identifiers are not reused meanwhile.
    private var seen: Set<ObjectIdentifier> = []

    /// Remembers `nodes` for notification at the end, each once, in first-change order.
    func `defer`(_ nodes: ContiguousArray<NodeBase>) {
        for node in nodes where seen.insert(ObjectIdentifier(node)).inserted {
            deferred.append(node)
        }
    }
}
