// swift-tools-version:6.1
import PackageDescription

// `swift run -c release --package-path Benchmarks lockstep-bench`: every workload against a plain-dictionary floor
// (Docs/Benchmarks.md). A package of its own, so that users of Lockstep never see the bench: it depends on the
// repository's root package by path and measures it through its public API, as an app would.
let package = Package(
    name: "LockstepBenchmarks",
    platforms: [.macOS(.v12)],
    products: [
        .executable(name: "lockstep-bench", targets: ["LockstepBench"]),
    ],
    // The explicit name: a path dependency's identity is otherwise its folder's name, which differs between clones.
    dependencies: [.package(name: "Lockstep", path: "..")],
    targets: [
        .executableTarget(
            name: "LockstepBench",
            dependencies: [
                .product(name: "Lockstep", package: "Lockstep"),
                .product(name: "LockstepStorage", package: "Lockstep"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
