import Foundation
import PackagePlugin

/// Runs `lockstep-gen` over all the Swift files of the target it is applied to, at build time.
///
/// The plugin only lists inputs and outputs (see ``GenerationPlan``); everything else is the generator's job.
@main
struct LockstepPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        // The modules it depends on, for types annotated through extensions; Lockstep's own are never extended.
        let ownTargets = Set(context.package.targets.map(\.id))
        let dependencies = target.recursiveTargetDependencies.compactMap(\.sourceModule).filter { $0.moduleName != "Lockstep" }
        return GenerationPlan(
            tool: try context.tool(named: "lockstep-gen").url,
            targetName: target.name,
            inputs: module.sourceFiles(withSuffix: "swift").map(\.url),
            context: dependencies.flatMap { dependency in
                dependency.sourceFiles(withSuffix: "swift").map { ($0.url, dependency.moduleName, !ownTargets.contains(dependency.id)) }
            },
            outputDirectory: context.pluginWorkDirectoryURL
        ).commands
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LockstepPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        GenerationPlan(
            tool: try context.tool(named: "lockstep-gen").url,
            targetName: target.displayName,
            inputs: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" },
            outputDirectory: context.pluginWorkDirectoryURL
        ).commands
    }
}
#endif
