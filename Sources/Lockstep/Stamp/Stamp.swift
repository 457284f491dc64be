import Foundation

/// A modification marker: the higher the stamp, the more recent the data.
///
/// A write whose stamp is lower than or equal to the stamp of the stored value is rejected as stale.
public typealias Stamp = Double

extension Date {
    /// This date as a ``Stamp`` (`timeIntervalSinceReferenceDate`).
    public var stamp: Stamp {
        timeIntervalSinceReferenceDate
    }
}
