import Foundation

/// The entry point of `DiskStorage.main`: makes disk storages in the user's standard folders.
public struct DiskFolders: Sendable {
    /// Creates the entry point; use `DiskStorage.main`.
    init() {}

    /// A storage in the folder `name` under a standard `directory` (such as `.cachesDirectory` or
    /// `.applicationSupportDirectory`), inside a folder of this app (its bundle identifier, or the process
    /// name when it has none) so that apps sharing a directory do not mix their files.
    ///
    /// ```swift
    /// let cities = DiskStorage.main.folder("cities", in: .cachesDirectory)
    /// ```
    public func folder(_ name: String, in directory: FileManager.SearchPathDirectory) -> DiskStorage {
        let base = FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return DiskStorage(directory: base
            .appendingPathComponent(app, isDirectory: true)
            .appendingPathComponent("LockstepStorage", isDirectory: true)
            .appendingPathComponent(name, isDirectory: true))
    }
}

extension DiskStorage {
    /// Disk storages in the user's standard folders: `DiskStorage.main.folder("cities", in: .cachesDirectory)`.
    public static let main = DiskFolders()
}
