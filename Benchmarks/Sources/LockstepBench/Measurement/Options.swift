/// The parsed command line:
/// `lockstep-bench [scale] [--quick] [--lockstep-only|--baseline-only] [--queue main|custom] [--cross-thread] [workload...]`.
struct Options {
    /// `scale`: the scale mode (``ScaleMode``) instead of the comparison with the floor.
    var scale = false
    /// Smaller sizes and one repetition, for smoke tests and profiling.
    var quick = false
    /// Runs only the Lockstep side (for profiling it with callgrind without the baseline's instructions).
    var lockstepOnly = false
    /// Runs only the floor (for profiling it, to check that it does nothing it does not need).
    var baselineOnly = false
    /// Lockstep's queue and where its writes run.
    var host = Host.main
    /// The workloads to run; empty means all.
    var selected: [String] = []

    /// Parses `arguments` (without the executable name); nil for `--help` or anything unknown.
    init?(arguments: [String]) {
        var remaining = arguments[...]
        if remaining.first == "scale" {
            scale = true
            remaining = remaining.dropFirst()
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--lockstep-only": lockstepOnly = true
            case "--baseline-only": baselineOnly = true
            case "--cross-thread": host = .crossThread
            case "--queue":
                switch remaining.popFirst() {
                case "main": host = .main
                case "custom": host = .custom
                default: return nil
                }
            case let option where option.hasPrefix("-"): return nil
            default: selected.append(argument)
            }
        }
        if lockstepOnly && baselineOnly || scale && (!selected.isEmpty || lockstepOnly || baselineOnly) {
            return nil
        }
    }

    static let usage = """
        usage: lockstep-bench [--quick] [--lockstep-only|--baseline-only] [--queue main|custom] [--cross-thread] [workload...]
               lockstep-bench scale [--quick] [--queue main|custom]
          Runs each workload against Lockstep and a plain-dictionary floor (queued on the store's queue for
          workloads that notify, with the inline floor beside it). Standard output: one `workload=... ratio=...`
          line per workload, nothing else; standard error: progress, then a table. Run in release:
          swift run -c release --package-path Benchmarks lockstep-bench
          --quick          smaller sizes, one repetition (smoke test, profiling)
          --lockstep-only  skip the baseline (profiling Lockstep alone; ratios are then meaningless)
          --baseline-only  skip Lockstep and the inline floor (profiling the floor the ratio is on alone)
          --queue main     EntityStore() on the main queue, written from the main thread, the main run loop
                           delivering (the default: how apps use it)
          --queue custom   EntityStore(queue:) with a serial queue, written inside queue.sync
          --cross-thread   the custom queue, written from the benchmark's thread outside the queue
          scale            1,000,000 entities, 100,000 observers, 100,000 children, 10,000 levels, 100 live
                           lists: time per operation, peak resident memory, and whether costs grow linearly
          workload  find store_entities store_batch store_aggregates store_aggregates_2500
                    store_aggregates_20000 fanout_100 fanout_1000 fanout_10000 deep_10 deep_100 deep_1000
                    remove_100 remove_1000 remove_10000 list_update_100 list_update_1000 list_update_10000
                    optimistic observation_read persist restore memory
        """
}
