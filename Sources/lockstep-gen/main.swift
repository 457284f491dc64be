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
    write: { content, path in try OutputWriter.write(content, to: path) },
    printOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
    printError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
