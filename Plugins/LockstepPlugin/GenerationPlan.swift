import Foundation
import PackagePlugin

/// The build commands for one target: one `lockstep-gen --output <file> <input>` per Swift input.
struct GenerationPlan {
    let tool: URL
    let inputs: [URL]
    let outputDirectory: URL

    var commands: [Command] {
        let names = OutputNames(inputs: inputs)
        return inputs.sorted { $0.path < $1.path }.map { input in
            let output = outputDirectory.appending(path: names.outputName(for: input))
            return .buildCommand(
                displayName: "Generating Lockstep conformances for \(input.lastPathComponent)",
                executable: tool,
                arguments: ["--output", output.path(percentEncoded: false), input.path(percentEncoded: false)],
                inputFiles: [input],
                outputFiles: [output]
            )
        }
    }
}
