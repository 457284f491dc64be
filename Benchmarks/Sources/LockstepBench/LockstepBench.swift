import Foundation

/// `lockstep-bench`: measures Lockstep against the plain-dictionary floor, or (`scale`) at scale alone. See
/// `Docs/Benchmarks.md`.
@main
enum LockstepBench {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case MemoryProbe.childFlag:
            exit(MemoryProbe.runChild(arguments: Array(arguments.dropFirst())))
        case ScaleMode.childFlag:
            exit(ScaleMode.runChild(arguments: Array(arguments.dropFirst())))
        case FloorCheck.flag:
            exit(FloorCheck.run())
        default:
            break
        }
        guard let options = Options(arguments: arguments) else {
            print(Options.usage)
            exit(arguments.contains("--help") || arguments.contains("-h") ? 0 : 2)
        }
        if options.scale {
            print(ScaleMode.run(quick: options.quick, host: options.host))
            return
        }
        let catalog = Workloads.all(quick: options.quick, host: options.host)
        let unknown = options.selected.filter { name in !catalog.contains { $0.name == name } }
        guard unknown.isEmpty else {
            FileHandle.standardError.write(Data("unknown workload: \(unknown.joined(separator: ", "))\n\(Options.usage)\n".utf8))
            exit(2)
        }
        let entries = options.selected.isEmpty ? catalog : catalog.filter { options.selected.contains($0.name) }
        var results: [WorkloadResult] = []
        for entry in entries {
            let sides: BenchmarkRunner.Sides = options.lockstepOnly ? .lockstep : options.baselineOnly ? .baseline : .both
            results.append(BenchmarkRunner.run(entry.make(), sides: sides))
        }
        print(ResultTable.render(results, host: options.host))
        FileHandle.standardError.write(Data("checksum \(Checksum.value)\n".utf8))
    }
}
