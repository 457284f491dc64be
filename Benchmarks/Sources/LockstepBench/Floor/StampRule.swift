import Lockstep

/// Lockstep's stamp semantics, written out for the floor: a stored value's stamp is NaN until a stamped write
/// reaches it; a write without a stamp is always accepted and leaves the stamp as it is; a NaN stamp is always
/// refused; any other stamp is accepted only when it is newer than the stored one.
enum StampRule {
    /// The stamp of a value stored by a write stamped `stamp`.
    @inline(__always)
    static func initial(_ stamp: Stamp?) -> Stamp {
        stamp ?? .nan
    }

    /// Whether a write stamped `received` may replace a value stamped `current`.
    @inline(__always)
    static func accepts(_ received: Stamp?, over current: Stamp) -> Bool {
        guard let received else { return true }
        return !received.isNaN && !(received <= current)
    }

    /// Records an accepted write's stamp in `current`.
    @inline(__always)
    static func record(_ received: Stamp?, in current: inout Stamp) {
        if let received {
            current = received
        }
    }
}
