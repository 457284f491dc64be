import Dispatch

extension StorageProtocol {
    /// This storage with its calls made one at a time, in the order they were made, on a serial queue of
    /// its own: a way to make a storage that is not safe to call concurrently safe to share.
    ///
    /// Completion handlers are called where the storage calls them; the `async` forms wait for their turn, and
    /// a move is a read, a write and a removal, each in turn.
    public func synchronizedCalls() -> Storage<Key, Value> {
        let queue = DispatchQueue(label: "LockstepStorage.synchronizedCalls.\(storageName)")
        // Runs `call` on the queue; the storage's contract allows calling it from any thread.
        func inTurn(_ call: @escaping () -> Void) {
            let call = UncheckedSendable(call)
            queue.async { call.value() }
        }
        return Storage(
            storageName: storageName,
            read: ReadOnlyStorage(storageName: storageName) { key, completion in
                inTurn { self.retrieve(forKey: key, completion: completion) }
            },
            write: WriteOnlyStorage(
                storageName: storageName,
                set: { value, key, completion in inTurn { self.set(value, forKey: key, completion: completion) } },
                remove: { key, completion in inTurn { self.remove(forKey: key, completion: completion) } }
            )
        )
    }
}
