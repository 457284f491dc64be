import Lockstep

extension AliasKey where T == Author {
    /// The signed-in user.
    static let currentUser = AliasKey(named: "currentUser")

    /// Never stored: the feed subscribes to it only to learn when earlier notifications have been delivered.
    static let settleBarrier = AliasKey(named: "settleBarrier")
}

extension AliasKey where T == Timeline {
    /// The home timeline: the value the demo saves to disk and restores at the next run.
    static let timeline = AliasKey(named: "timeline")
}
