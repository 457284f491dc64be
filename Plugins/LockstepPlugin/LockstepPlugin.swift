import Foundation
import PackagePlugin

/// Runs `lockstep-gen` on every Swift file of the target it is applied to, at build time.
///
/// One build command per source file: an unchanged file is not regenerated, and SwiftPM re-plans the
/// commands when files are added or removed. The plugin only lists inputs and outputs; everything else is
/// the generator's job.
@main
struct LockstepPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let inputs = module.sourceFiles(withSuffix: "swift").map(\.url)
        return GenerationPlan(
            tool: try context.tool(named: "lockstep-gen").url,
            inputs: inputs,
            outputDirectory: context.pluginWorkDirectoryURL
        ).commands
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LockstepPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" }
        return GenerationPlan(
            tool: try context.tool(named: "lockstep-gen").url,
            inputs: inputs,
            outputDirectory: context.pluginWorkDirectoryURL
        ).commands
    }
}
#endif
