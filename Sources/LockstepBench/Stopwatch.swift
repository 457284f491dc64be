import Dispatch

/// Measures elapsed wall-clock time in nanoseconds with the monotonic clock.
struct Stopwatch {
    private let start = DispatchTime.now().uptimeNanoseconds

    /// Nanoseconds since the stopwatch was created.
    var elapsed: UInt64 {
        DispatchTime.now().uptimeNanoseconds - start
    }
}
