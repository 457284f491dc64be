import Dispatch
import Lockstep
@testable import LockstepStorage
import XCTest

/// A store on its own serial queue (tests have no main run loop), marked so that code can tell whether it
/// runs on that queue.
func makeStore() -> EntityStore {
    let queue = DispatchQueue(label: "LockstepStorageTests.store")
    queue.setSpecific(key: storeQueueMarker, value: true)
    return EntityStore(queue: queue)
}

/// Set on the queue of every store made by `makeStore()`.
let storeQueueMarker = DispatchSpecificKey<Bool>()

extension EntityStore {
    /// Returns once every notification queued before this call has been delivered: a new subscription's
    /// first call comes after them.
    func waitForNotifications() async {
        let barrier = Locked<(continuation: CheckedContinuation<Void, Never>?, subscription: Subscription?)>((nil, nil))
        await withCheckedContinuation { continuation in
            barrier.withLock { $0.continuation = continuation }
            let subscription = find(named: AliasKey<Post>(named: "test-barrier")).observe { _ in
                barrier.withLock { $0.continuation.take() }?.resume()
            }
            barrier.withLock { $0.subscription = subscription }
        }
        barrier.withLock { $0.subscription.take() }?.unsubscribe()
    }

    /// Skips the calling test while the runtime's persistence hooks are the stand-in, which does not track
    /// an alias's stamp.
    static func requireRuntimeStamps() throws {
        let store = makeStore()
        store.store(entity: Post(id: 1, title: "probe"), named: .pinned, modifiedAt: 1)
        guard store.aliasSnapshot(named: AliasKey<Post>.pinned).stamp == 1 else {
            throw XCTSkip("pending the runtime's persistence hooks: the stand-in does not track alias stamps")
        }
    }
}

/// The saved envelope of `alias` in `storage`, as JSON.
func savedJSON(_ alias: String, in storage: some StorageProtocol<String, Data>) async throws -> [String: Any] {
    let data = try await storage.retrieve(forKey: alias)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
}

/// The value saved for `alias` in `storage`, decoded.
func savedValue<T: Decodable>(_ type: T.Type, _ alias: String, in storage: some StorageProtocol<String, Data>) async throws -> T {
    try JSONDecoder().decode(SavedAlias<T>.self, from: try await storage.retrieve(forKey: alias)).value
}

func posts(_ range: ClosedRange<Int>, title: String = "post") -> [Post] {
    range.map { Post(id: $0, title: "\(title) \($0)") }
}
