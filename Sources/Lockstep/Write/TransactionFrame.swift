import Foundation

/// A transaction open on the current thread for one store: the nodes changed so far, whose observers are
/// notified once when the outermost transaction ends.
///
/// Frames live in a thread-local list (a thread may have transactions open on several stores). Writes
/// inside a transaction are still applied one by one, so other threads see them at once; only
/// notifications wait.
final class TransactionFrame {
    private let store: ObjectIdentifier
    private var next: TransactionFrame?
    /// Nesting depth: inner transactions join the outermost one.
    private(set) var depth = 1
    private var deferred: [ObjectIdentifier: NodeBase] = [:]
    private var order: ContiguousArray<NodeBase> = []

    private init(store: ObjectIdentifier, next: TransactionFrame?) {
        self.store = store
        self.next = next
    }

    /// The innermost frame of this thread, in its thread dictionary.
    private static let key = "lockstep.transactionFrame"

    private static var top: TransactionFrame? {
        get { Thread.current.threadDictionary[key] as? TransactionFrame }
        set { Thread.current.threadDictionary[key] = newValue }
    }

    /// The frame open for `store` on this thread, if any.
    static func current(for store: EntityStore) -> TransactionFrame? {
        let id = ObjectIdentifier(store)
        return top.flatMap { sequence(first: $0, next: \.next).first { $0.store == id } }
    }

    /// Opens a transaction for `store` on this thread: a new frame for the outermost one, the open frame (one
    /// level deeper) for a nested one.
    static func open(for store: EntityStore) -> TransactionFrame {
        if let frame = current(for: store) {
            frame.depth += 1
            return frame
        }
        let frame = TransactionFrame(store: ObjectIdentifier(store), next: top)
        top = frame
        return frame
    }

    /// Closes one level; returns true when the outermost transaction just closed.
    func close() -> Bool {
        depth -= 1
        guard depth == 0 else { return false }
        // Invariant: transactions nest (each closes when its body returns), so the frame closing is the innermost.
        assert(TransactionFrame.top === self, "transactions close in the reverse order of opening")
        TransactionFrame.top = next
        return true
    }

    /// Remembers `nodes` for notification at the end, each once, in first-change order.
    func `defer`(_ nodes: ContiguousArray<NodeBase>) {
        for node in nodes where deferred.updateValue(node, forKey: ObjectIdentifier(node)) == nil {
            order.append(node)
        }
    }

    /// The remembered nodes, emptied.
    func takeDeferred() -> ContiguousArray<NodeBase> {
        defer { (order, deferred) = ([], [:]) }
        return order
    }
}
