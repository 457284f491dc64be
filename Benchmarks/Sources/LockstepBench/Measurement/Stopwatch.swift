import Dispatch

/// Measures elapsed wall-clock time in nanoseconds with the monotonic clock.
struct Stopwatch {
    private let start = DispatchTime.now().uptimeNanoseconds

    /// Nanoseconds since the stopwatch was created.
    var elapsed: UInt64 {
        DispatchTime.now().uptimeNanoseconds - start
    }

    /// Runs `body` and returns its result and how long it took: every timed region of both sides goes through
    /// here. Never inlined, so that a profile can collect the timed regions only:
    /// `valgrind --tool=callgrind --toggle-collect='*9StopwatchV7measure*' ...`.
    @inline(never)
    static func measure<R>(_ body: () throws -> R) rethrows -> (result: R, nanoseconds: UInt64) {
        let clock = Stopwatch()
        let result = try body()
        return (result, clock.elapsed)
    }
}
