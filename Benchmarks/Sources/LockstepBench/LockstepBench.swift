import Foundation

/// `lockstep-bench`: measures Lockstep against the plain-dictionary floor, or (`scale`) at scale alone. See
/// `Docs/Benchmarks.md`. Standard output gets the machine-readable lines alone, each as soon as its workload is
/// measured; the table and everything else for people go to standard error (``Output``).
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
            // Asked for, the usage is the output; after a wrong argument, a note.
            let asked = arguments.contains("--help") || arguments.contains("-h")
            asked ? Output.line(Options.usage) : Output.note(Options.usage)
            exit(asked ? 0 : 2)
        }
        if options.scale {
            ScaleMode.run(quick: options.quick, host: options.host)
            return
        }
        let catalog = Workloads.all(quick: options.quick, host: options.host)
        let unknown = options.selected.filter { name in !catalog.contains { $0.name == name } }
        guard unknown.isEmpty else {
            Output.note("unknown workload: \(unknown.joined(separator: ", "))\n\(Options.usage)")
            exit(2)
        }
        let entries = options.selected.isEmpty ? catalog : catalog.filter { options.selected.contains($0.name) }
        var results: [WorkloadResult] = []
        for entry in entries {
            let sides: BenchmarkRunner.Sides = options.lockstepOnly ? .lockstep : options.baselineOnly ? .baseline : .both
            let result = BenchmarkRunner.run(entry.make(), sides: sides)
            if let line = result.line {
                Output.line(line)
            }
            results.append(result)
        }
        Output.note(ResultTable.render(results, host: options.host))
        Output.note("checksum \(Checksum.value)")
    }
}
