@testable import Lockstep

extension EntityTable {
    /// Number of entries, dead ones included.
    var entryCount: Int { positions.count }

    /// Number of entries whose node is alive: sweeps the store first. O(nodes).
    var liveCount: Int {
        state.sweep()
        return positions.count
    }
}
