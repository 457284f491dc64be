import Dispatch
@testable import LockstepStorage

/// A post that records, each time it is encoded, whether that happened on a test store's queue.
struct ProbedPost: Identifiable, Codable, Sendable, Equatable {
    var id: Int
    var title: String

    /// How many encodings ran on a store's queue, and how many elsewhere.
    static let encodings = Locked((onStoreQueue: 0, elsewhere: 0))

    func encode(to encoder: any Encoder) throws {
        let onStoreQueue = DispatchQueue.getSpecific(key: storeQueueMarker) == true
        Self.encodings.withLock { counts in
            if onStoreQueue { counts.onStoreQueue += 1 } else { counts.elsewhere += 1 }
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
    }
}
