import Foundation

/// Where LockstepStorage kept a `DiskStorage.main.folder(_:in:)` folder before it took Shallows' layout, and
/// how a value saved there is brought over.
///
/// Earlier versions kept `<directory>/<app>/LockstepStorage/<folder>/<spelled-out key>` (the app being its
/// bundle identifier, or the process name when it has none; the names those of
/// ``Filename/Encoder/spelledOut``). A read that finds nothing in the new place looks there, and moves the
/// file it finds (a rename, which never rewrites the bytes) before reading it: each value is brought over
/// once, when it is first read, and an app that switched keeps what its users had saved.
struct LegacyFolder: Sendable {
    let url: URL

    /// The place of `folder` in `directoryURL`, as earlier versions made it.
    init(folder: String, in directoryURL: URL) {
        let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        url = directoryURL
            .appendingPathComponent(app, isDirectory: true)
            .appendingPathComponent("LockstepStorage", isDirectory: true)
            .appendingPathComponent(folder, isDirectory: true)
    }

    /// Moves the old file of `filename`, if there is one, to `file`, then reads `file` through `diskStorage`;
    /// `completion` gets the bytes, or the error of the read that found nothing when there is no old file.
    func recover(
        _ filename: Filename,
        to file: URL,
        through diskStorage: Storage<URL, Data>,
        completion: @escaping (ShallowsResult<Data>) -> Void
    ) {
        let legacyFile = url.appendingPathComponent(Filename.Encoder.spelledOut.encodedString(representing: filename))
        startTask(UncheckedSendable {
            do {
                try await diskStorage.moveValue(forKey: legacyFile, toKey: file)
            } catch {
                // Nothing to bring over (the usual case), or it cannot be moved: the new place holds nothing.
                return completion(.failure(DiskStorageError.noValue(key: filename.rawValue, file: file)))
            }
            diskStorage.retrieve(forKey: file, completion: completion)
        })
    }
}
