// Thin wrapper: all behaviour lives in LockstepGeneratorCore.CommandLineTool so it can be tested in memory.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LockstepGeneratorCore

/// Writes all of `text` to the file descriptor `descriptor` (standard output or error). No Foundation: loading it
/// would cost every build that runs the plugin more than generating a small target's code.
func print(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { return }
            offset += written
        }
    }
}

let tool = CommandLineTool(
    read: { try OutputWriter.read($0) },
    write: { files, directory in try OutputWriter.writeAll(files, removingStaleIn: directory) },
    printOut: { print($0, to: STDOUT_FILENO) },
    printError: { print($0 + "\n", to: STDERR_FILENO) },
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
