/// The whole CLI behaviour behind `lockstep-gen`, with file access and printing injected so tests can run
/// it in memory. `main.swift` only wires it to the real file system and process.
public struct CommandLineTool {
    /// Reads an input file; throws when it cannot.
    public var read: (String) throws -> [UInt8]
    /// Writes an output file (atomically, only when changed).
    public var write: (String, String) throws -> Void
    /// Prints to standard output.
    public var printOut: (String) -> Void
    /// Prints one line to standard error.
    public var printError: (String) -> Void

    /// Creates a tool with the given side effects.
    public init(read: @escaping (String) throws -> [UInt8], write: @escaping (String, String) throws -> Void,
                printOut: @escaping (String) -> Void, printError: @escaping (String) -> Void) {
        self.read = read
        self.write = write
        self.printOut = printOut
        self.printError = printError
    }

    /// Runs with `arguments` (without the program name) and returns the exit status: 0 success,
    /// 1 errors in the input (nothing written), 2 usage error.
    public func run(_ arguments: [String]) -> Int32 {
        let action: CommandLineOptions.Action
        do {
            action = try CommandLineOptions.parse(arguments)
        } catch {
            printError("lockstep-gen: error: \(error.message)")
            printError("usage: lockstep-gen [--output FILE | --output-dir DIR] FILE...  (see --help)")
            return 2
        }
        guard case .generate(let destination, let paths) = action else {
            printOut(CommandLineOptions.helpText)
            return 0
        }
        var inputs: [SourceInput] = []
        var failed = false
        for path in paths {
            do {
                inputs.append(SourceInput(path: path, bytes: try read(path)))
            } catch {
                printError("\(path): error: cannot read input file")
                failed = true
            }
        }
        // Generate everything before writing anything: an error anywhere must leave every output untouched.
        var outputs: [(path: String?, content: String)] = []
        var diagnostics: [Diagnostic] = []
        switch destination {
        case .standardOutput, .file:
            let result = Generator.generate(inputs)
            diagnostics = result.diagnostics
            if case .file(let path) = destination { outputs = [(path, result.output)] } else { outputs = [(nil, result.output)] }
        case .directory(let directory):
            let names = OutputNaming.fileNames(for: inputs.map(\.path))
            for (input, name) in zip(inputs, names) {
                let result = Generator.generate([input])
                diagnostics += result.diagnostics
                outputs.append((directory + "/" + name, result.output))
            }
        }
        diagnostics.forEach { printError($0.formatted) }
        if failed || diagnostics.contains(where: { $0.severity == .error }) { return 1 }
        for output in outputs {
            guard let path = output.path else {
                printOut(output.content)
                continue
            }
            do {
                try write(output.content, path)
            } catch {
                printError("\(path): error: cannot write output file: \(error)")
                return 1
            }
        }
        return 0
    }
}
