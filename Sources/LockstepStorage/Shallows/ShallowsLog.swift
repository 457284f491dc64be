/// Whether compositions print what they do (a miss in the front storage, a value pulled from the back one,
/// a write pushed on), for following a composition while debugging. Off by default.
public enum ShallowsLog {
    private static let enabled = Locked(false)

    /// Turns the messages on or off.
    public static var isEnabled: Bool {
        get { enabled.withLock { $0 } }
        set { enabled.withLock { $0 = newValue } }
    }

    /// Prints `message` when the messages are on; `message` is only built then.
    static func note(_ message: @autoclosure () -> String) {
        if isEnabled {
            print("[LockstepStorage] \(message())")
        }
    }
}
