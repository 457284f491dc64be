// swift-tools-version:6.1
import PackageDescription

// Lockstep has no package dependencies on purpose: the runtime, the generator and the plugin
// must build with nothing but the Swift toolchain.
let package = Package(
    name: "Lockstep",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "Lockstep", targets: ["Lockstep"]),
        .executable(name: "lockstep-gen", targets: ["lockstep-gen"]),
        .plugin(name: "LockstepPlugin", targets: ["LockstepPlugin"]),
        .library(name: "LockstepStorage", targets: ["LockstepStorage"]),
    ],
    targets: [
        // Runtime: the normalized, thread-safe entity store.
        .target(name: "Lockstep"),

        // Generator: a plain library (scanner → parser → model → emitter) and the thin CLI on top of it.
        .target(name: "LockstepGeneratorCore"),
        .executableTarget(name: "lockstep-gen", dependencies: ["LockstepGeneratorCore"]),

        // Build-tool plugin: runs lockstep-gen once per target over all of the target's Swift files.
        .plugin(name: "LockstepPlugin", capability: .buildTool(), dependencies: ["lockstep-gen"]),

        // `swift run lockstep-demo`: annotated models, a simulated live feed, screens staying in sync. No product
        // on purpose: SwiftPM evaluates the plugins of every target that a dependency's products include, so a
        // product here would build lockstep-gen for apps that only use the Lockstep library. A root package's
        // executable target can be run by its name without one.
        .executableTarget(
            name: "lockstep-demo", dependencies: ["Lockstep", "LockstepStorage"], path: "Sources/LockstepDemo", plugins: ["LockstepPlugin"]
        ),

        // Persistence: composable storages (memory, disk, transforms) and the bridge that saves and restores aliases.
        .target(name: "LockstepStorage", dependencies: ["Lockstep"]),
        // Saves an alias in a loop until it is killed; the crash-safety tests launch it and kill it with SIGKILL.
        .executableTarget(name: "lockstep-storage-crash-child", dependencies: ["Lockstep", "LockstepStorage"]),

        // The seeded random number generator every randomized test shares; not part of any product.
        .target(name: "LockstepTestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LockstepTests", dependencies: ["Lockstep", "LockstepTestSupport"]),
        .testTarget(name: "LockstepGeneratorTests", dependencies: ["LockstepGeneratorCore", "LockstepTestSupport"]),
        // Apply the plugin to their own annotated models, so every build compiles real generated code (a
        // dependency's test targets are never planned by its users' builds).
        .testTarget(name: "LockstepPluginTests", dependencies: ["Lockstep"], plugins: ["LockstepPlugin"]),
        // Models written the way REST API models are, decoded from JSON fixtures.
        .testTarget(
            name: "LockstepRealModelTests", dependencies: ["Lockstep"], resources: [.copy("JSON")], plugins: ["LockstepPlugin"]
        ),
        // The crash child is a dependency so that `swift test` builds it next to the test bundle.
        .testTarget(name: "LockstepStorageTests", dependencies: ["Lockstep", "LockstepStorage", "lockstep-storage-crash-child"]),
        // All 18 samples of Shallows' README with only the import changed, each followed by checks of what it did.
        .testTarget(name: "ShallowsSampleTests", dependencies: ["LockstepStorage"]),
    ],
    swiftLanguageModes: [.v6]
)
