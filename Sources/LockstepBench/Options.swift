/// The parsed command line: `lockstep-bench [--quick] [--lockstep-only] [--cross-thread] [workload...]`.
struct Options {
    /// Smaller sizes and one repetition, for smoke tests and profiling.
    var quick = false
    /// Runs only the Lockstep side (for profiling it with callgrind without the baseline's instructions).
    var lockstepOnly = false
    /// Where Lockstep's updates are written from: the observers' queue, or (`--cross-thread`) another thread.
    var writer = Writer.observersQueue
    /// The workloads to run; empty means all.
    var selected: [String] = []

    /// Parses `arguments` (without the executable name); nil for `--help` or an unknown option.
    init?(arguments: [String]) {
        for argument in arguments {
            switch argument {
            case "--quick": quick = true
            case "--lockstep-only": lockstepOnly = true
            case "--cross-thread": writer = .otherThread
            case let option where option.hasPrefix("-"): return nil
            default: selected.append(argument)
            }
        }
    }

    static let usage = """
        usage: lockstep-bench [--quick] [--lockstep-only] [--cross-thread] [workload...]
          Runs each workload against Lockstep and a plain-dictionary store, prints a table, then one
          `workload=... ratio=...` line per workload. Run in release: swift run -c release lockstep-bench
          --quick          smaller sizes, one repetition (smoke test, profiling)
          --lockstep-only  skip the baseline (profiling Lockstep alone; ratios are then meaningless)
          --cross-thread   fanout and deep write from another thread than the observers' queue, so a
                           write that finds the queue idle also pays for waking it
          workload  find store_entities store_batch store_aggregates store_aggregates_2500
                    store_aggregates_20000 fanout_100 fanout_1000 fanout_10000 deep_10 deep_100 deep_1000 persist restore memory
        """
}
