// Thin wrapper: all behaviour lives in LockstepGeneratorCore.CommandLineTool so it can be tested in memory.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LockstepGeneratorCore

let tool = CommandLineTool(
    read: { try OutputWriter.read($0) },
    write: { files, directory in try OutputWriter.writeAll(files, removingStaleIn: directory) },
    printOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
    printError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
    // The same file however it is spelled: `./Post.swift`, an absolute path, a symbolic link. One realpath(3)
    // per input: the plugin passes thousands of them in large targets.
    identity: { path in
        guard let resolved = realpath(path, nil) else { return InputPaths.lexicallyNormalized(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    })
// Kept until the process ends, and ended right away: freeing every input's model one value at a time costs more
// than the system's taking the memory back at once (see `CommandLineExecution`).
let execution = tool.execute(Array(CommandLine.arguments.dropFirst()))
exit(execution.status)
