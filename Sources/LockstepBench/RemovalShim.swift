import Lockstep

/// The one place that calls the runtime's entity removal, which is landing separately.
///
/// Until it lands, `remove_<P>` is listed as skipped. To measure it, build with the condition set:
/// `swift run -c release -Xswiftc -DLOCKSTEP_REMOVE lockstep-bench remove_100 remove_1000 remove_10000`
/// (or, once the runtime has it on main, delete the `#if` and keep its first branch).
enum RemovalShim {
    /// Whether this build calls `EntityStore.remove(_:id:modifiedAt:)`.
    static var isAvailable: Bool {
        #if LOCKSTEP_REMOVE
        true
        #else
        false
        #endif
    }

    /// Removes the book `id` from `store`; false when it was not stored.
    static func remove(book id: Int, from store: EntityStore) -> Bool {
        #if LOCKSTEP_REMOVE
        store.remove(BenchBook.self, id: id, modifiedAt: nil)
        #else
        preconditionFailure("remove_<P> runs only in a build with -DLOCKSTEP_REMOVE")
        #endif
    }
}
