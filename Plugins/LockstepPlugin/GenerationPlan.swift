import Foundation
import PackagePlugin

/// The build command for one target: a single `lockstep-gen --output-dir <dir> <every Swift file>`.
///
/// One run per target, not per file: the generator must see the whole target (a member, a conformance or an `==`
/// declared in another file, whether a property's type is an entity), every error of the target is reported in
/// one build, and the generator deletes the output of a removed file, which would otherwise stay behind. Adding
/// or removing a file changes the command, so it runs again; an unchanged target runs nothing.
///
/// One output per input, not one for the whole target: the compiler driver splits a target into batches in the
/// order SwiftPM lists its files, generated ones last, so one big generated file lands whole in the last batch and
/// lengthens it, while one per input spreads that work over the batches (measured in `Docs/Benchmarks.md`, "Build
/// cost of the plugin"). An input without annotations gets an output of one comment, which costs nothing.
struct GenerationPlan {
    let tool: URL
    let targetName: String
    let inputs: [URL]
    /// The Swift files of the source modules the target depends on, each with its module's name and whether it is
    /// another package's: read only for declarations, of the types the target's extensions annotate and of those
    /// its properties hold (nothing is generated for them). Inputs too, so that a changed declaration runs the
    /// generator again.
    var context: [(file: URL, module: String, isFromOtherPackage: Bool)] = []
    let outputDirectory: URL

    var commands: [Command] {
        guard !inputs.isEmpty else { return [] }
        let sorted = inputs.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let paths = sorted.map { $0.path(percentEncoded: false) }
        // The generator names its outputs by this same rule (`OutputNaming.swift` is the generator's own file).
        let outputs = OutputNaming.fileNames(for: paths).map { outputDirectory.appending(path: $0) }
        // The module is named once before its files: a target's file names a dependency's type only if it imports it.
        var contextArguments: [String] = []
        var module: String?
        for entry in context {
            if entry.module != module { contextArguments += ["--context-module", entry.module] }
            module = entry.module
            contextArguments += [entry.isFromOtherPackage ? "--external-context" : "--context", entry.file.path(percentEncoded: false)]
        }
        return [.buildCommand(
            displayName: "Generating Lockstep conformances for \(targetName)",
            executable: tool,
            arguments: ["--output-dir", outputDirectory.path(percentEncoded: false)] + contextArguments + paths,
            inputFiles: sorted + context.map(\.file),
            outputFiles: outputs
        )]
    }
}
