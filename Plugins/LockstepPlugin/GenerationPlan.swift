import Foundation
import PackagePlugin

/// The build command for one target: a single `lockstep-gen --output <dir>/Lockstep.generated.swift <every Swift
/// file>`.
///
/// One run per target, not per file: the generator must see the whole target (a member or an `==` declared in
/// another file, whether a property's type is an entity), and every error of the target is reported in one
/// build. One output file, not one per input: each file is one more compile job and one more parse of the
/// imports in every build, which a model target would pay on every rebuild. Adding or removing a file changes
/// the command, so it runs again; an unchanged target runs nothing.
struct GenerationPlan {
    let tool: URL
    let targetName: String
    let inputs: [URL]
    let outputDirectory: URL

    /// The generated file's name: no source file of a target is expected to have it, and SwiftPM requires the
    /// file names of one module to be unique.
    static let outputFileName = "Lockstep.generated.swift"

    var commands: [Command] {
        guard !inputs.isEmpty else { return [] }
        let sorted = inputs.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let output = outputDirectory.appending(path: GenerationPlan.outputFileName)
        return [.buildCommand(
            displayName: "Generating Lockstep conformances for \(targetName)",
            executable: tool,
            arguments: ["--output", output.path(percentEncoded: false)] + sorted.map { $0.path(percentEncoded: false) },
            inputFiles: sorted,
            outputFiles: [output]
        )]
    }
}
