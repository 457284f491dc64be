extension Workloads {
    /// Memory is held closer to the floor than time: an app keeps every entity it stores.
    static let memoryTarget = 1.5

    /// `memory`: resident bytes per small stored entity, each measurement in a fresh child process.
    static func memory(count: Int, repetitions: Int, host: Host) -> Workload {
        Workload(
            name: "memory", size: count, target: memoryTarget, repetitions: repetitions, unit: .bytes,
            lockstep: { MemoryProbe.measureInChild(side: "lockstep", count: count, host: host) },
            baseline: { MemoryProbe.measureInChild(side: "baseline", count: count, host: host) }
        )
    }
}
