/// What a write hands back to be run or released once the store's lock is released: logger reports (user code),
/// replaced slots (dropping them may release nodes) and replaced values (dropping them may run a `deinit`).
struct WriteLeftovers {
    var reports: [(Logger) -> Void] = []
    var slots: ContiguousArray<Slot> = []
    var values: [Any] = []
    var savedValues: [ObjectIdentifier: () -> Bool] = [:]
}
