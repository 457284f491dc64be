extension Workloads {
    /// `memory`: resident bytes per small stored entity, each measurement in a fresh child process.
    static func memory(count: Int, repetitions: Int, host: Host) -> Workload {
        Workload(
            name: "memory", size: count, target: target, repetitions: repetitions, unit: .bytes,
            lockstep: { MemoryProbe.measureInChild(side: "lockstep", count: count, host: host) },
            baseline: { MemoryProbe.measureInChild(side: "baseline", count: count, host: host) }
        )
    }
}
