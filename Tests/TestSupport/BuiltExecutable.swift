import Foundation

/// The executable product `name` of this package, which `swift build --build-tests` puts beside the tests, or nil
/// when it is not built. `testClass` is any class of the calling test target: on macOS the products sit beside its
/// test bundle, elsewhere beside the test runner.
public func builtExecutable(named name: String, besideTestsOf testClass: AnyClass) -> URL? {
    #if os(macOS)
    let products = Bundle(for: testClass).bundleURL.deletingLastPathComponent()
    #else
    guard let products = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
    #endif
    let executable = products.appendingPathComponent(name)
    return FileManager.default.isExecutableFile(atPath: executable.path) ? executable : nil
}
