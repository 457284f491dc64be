extension Workloads {
    /// `memory`: resident bytes per small stored entity, each measurement in a fresh child process.
    static func memory(count: Int, repetitions: Int) -> Workload {
        Workload(
            name: "memory", size: count, target: 2, repetitions: repetitions, unit: .bytes,
            lockstep: { MemoryProbe.measureInChild(side: "lockstep", count: count) },
            baseline: { MemoryProbe.measureInChild(side: "baseline", count: count) }
        )
    }
}
