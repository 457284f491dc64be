/// The whole CLI behaviour behind `lockstep-gen`, with file access and printing injected so tests can run
/// it in memory. `main.swift` only wires it to the real file system and process.
public struct CommandLineTool {
    /// Reads an input file; throws when it cannot.
    public var read: (String) throws -> [UInt8]
    /// Writes every output or none (atomically, only when changed); with a directory, also removes the
    /// files this generator wrote there before that are no longer outputs.
    public var write: ([GeneratedFile], _ directory: String?) throws -> Void
    /// Prints to standard output.
    public var printOut: (String) -> Void
    /// Prints one line to standard error.
    public var printError: (String) -> Void
    /// What makes two input paths the same file (by default, their lexically normalized form).
    public var identity: (String) -> String

    /// Creates a tool with the given side effects.
    public init(read: @escaping (String) throws -> [UInt8], write: @escaping ([GeneratedFile], String?) throws -> Void,
                printOut: @escaping (String) -> Void, printError: @escaping (String) -> Void,
                identity: @escaping (String) -> String = InputPaths.lexicallyNormalized) {
        self.read = read
        self.write = write
        self.printOut = printOut
        self.printError = printError
        self.identity = identity
    }

    /// Runs with `arguments` (without the program name) and returns the exit status: 0 success,
    /// 1 errors in the input (nothing written), 2 usage error.
    public func run(_ arguments: [String]) -> Int32 {
        execute(arguments).status
    }

    /// Runs with `arguments`, as ``run(_:)`` does, and hands back what the run read and built with its status.
    public func execute(_ arguments: [String]) -> CommandLineExecution {
        let action: CommandLineOptions.Action
        do {
            action = try CommandLineOptions.parse(arguments)
        } catch {
            printError("lockstep-gen: error: \(error.message)")
            printError("usage: lockstep-gen [--output FILE | --output-dir DIR] [--context FILE]... FILE...  (see --help)")
            return CommandLineExecution(status: 2)
        }
        guard case .generate(let destination, let paths, let context) = action else {
            printOut(CommandLineOptions.helpText)
            return CommandLineExecution(status: 0)
        }
        // Each input is parsed as soon as it is read, and only its model kept: the next one is read into the
        // memory its bytes took, rather than into pages the process has not touched yet.
        var parsed: [Generator.ParsedInput] = []
        var failed = false
        for path in InputPaths.unique(paths, identity: identity) {
            do {
                parsed.append(Generator.parse(SourceInput(path: path, bytes: try read(path))))
            } catch {
                printError("\(path): error: cannot read input file")
                failed = true
            }
        }
        // Generate everything before writing anything: an error anywhere must leave every output untouched.
        let result: GenerationResult
        var files: [GeneratedFile] = []
        var directory: String?
        // Read again only for the declarations annotated extensions need.
        let reread = { (path: String) in try? read(path) }
        switch destination {
        case .standardOutput, .file:
            result = Generator.generateMerged(parsed: parsed, context: context, read: reread)
            if case .file(let path) = destination { files = [GeneratedFile(path: path, bytes: result.outputBytes[0])] }
        case .directory(let path):
            result = Generator.generate(parsed: parsed, context: context, read: reread)
            directory = path
            let names = OutputNaming.fileNames(for: parsed.map(\.model.path))
            files = zip(names, result.outputBytes).map { GeneratedFile(path: path + "/" + $0, bytes: $1) }
        }
        result.diagnostics.forEach { printError($0.formatted) }
        if failed || result.hasErrors { return CommandLineExecution(status: 1, result: result) }
        guard destination != .standardOutput else {
            printOut(result.outputs[0])
            return CommandLineExecution(status: 0, result: result)
        }
        do {
            try write(files, directory)
        } catch {
            printError("lockstep-gen: error: cannot write the output files, so none was written: \(error)")
            return CommandLineExecution(status: 1, result: result)
        }
        return CommandLineExecution(status: 0, result: result)
    }
}
