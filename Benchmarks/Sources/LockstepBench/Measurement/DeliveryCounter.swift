/// Counts observer calls, so that a benchmark can check every notification was delivered (and the optimizer
/// cannot drop the work). Only touched on one serial queue, or on the calling thread for the baseline.
final class DeliveryCounter: @unchecked Sendable {
    /// Number of values received.
    var count = 0
    /// A sum over the received values, printed at the end as part of the checksum.
    var checksum = 0
}
