/// A value carried across threads without the compiler's check.
///
/// Shallows' API, which this library keeps, hands storages, keys, values and completion handlers to whatever
/// thread finishes the work, and none of those are required to be `Sendable`: the contract (Shallows' own) is
/// that a storage may be called from any thread and calls each completion handler once.
// @unchecked Sendable: used only to move a value to the one task or thread that finishes a call; the value is
// not touched by the sender after that, apart from what the storage contract above already allows.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Runs `work` in a new task: how a completion-handler form calls an `async` one.
func startTask(_ work: UncheckedSendable<() async -> Void>) {
    Task { await work.value() }
}
