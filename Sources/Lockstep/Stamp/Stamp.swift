import Foundation

/// A modification marker: the higher the stamp, the more recent the data.
///
/// A write whose stamp is lower than or equal to the stamp of the stored value is rejected as stale; so is a
/// `NaN` stamp. A write without a stamp is always accepted, and a value never stamped accepts any stamp.
public typealias Stamp = Double

extension Date {
    /// This date as a ``Stamp`` (`timeIntervalSinceReferenceDate`).
    public var stamp: Stamp {
        timeIntervalSinceReferenceDate
    }
}
