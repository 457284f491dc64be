import Foundation

/// A storage of `Data` in a folder, one file per key, laid out as Shallows lays it out: the file of a key is
/// `<folder>/<encoded key>`, Base64 by default (see ``Filename/Encoder``).
///
/// ```swift
/// let cities = DiskStorage.main.folder("cities", in: .cachesDirectory)   // <caches>/cities
///     .mapJSONObject(City.self)                                         // Storage<Filename, City>
/// let scratch = DiskFolderStorage(folderURL: URL(fileURLWithPath: "/tmp/scratch")).usingStringKeys()
/// ```
///
/// Files an app saved with Shallows are found here, and files saved here are found by Shallows. A folder made
/// by `DiskStorage.main.folder(_:in:)` also finds what an earlier LockstepStorage saved in its own place
/// (`<directory>/<app>/LockstepStorage/<folder>`), and moves it here on the first read.
///
/// Reads, writes and removals go through `diskStorage` (``DiskStorage/main`` unless another is given), so
/// writes are atomic and run in call order. Errors are ``DiskStorageError``s naming the key and the file.
public final class DiskFolderStorage: StorageProtocol, Sendable {
    /// `disk-<folder name>`.
    public let storageName: String
    /// The folder that holds the files; created on the first write.
    public let folderURL: URL
    /// How keys become file names.
    public let filenameEncoder: Filename.Encoder
    private let diskStorage: Storage<URL, Data>
    private let legacyFolder: LegacyFolder?
    private let clearing = Locked(false)

    /// Creates a storage of the files in `folderURL`, read and written through `diskStorage`, named by
    /// `filenameEncoder`.
    public convenience init(
        folderURL: URL,
        diskStorage: Storage<URL, Data> = DiskStorage.main.asStorage(),
        filenameEncoder: Filename.Encoder = .base64
    ) {
        self.init(folderURL: folderURL, diskStorage: diskStorage, filenameEncoder: filenameEncoder, legacyFolder: nil)
    }

    init(folderURL: URL, diskStorage: Storage<URL, Data>, filenameEncoder: Filename.Encoder, legacyFolder: LegacyFolder?) {
        self.folderURL = folderURL
        self.diskStorage = diskStorage
        self.filenameEncoder = filenameEncoder
        self.legacyFolder = legacyFolder
        storageName = "disk-\(folderURL.lastPathComponent)"
    }

    deinit {
        if clearsOnDeinit {
            clear()
        }
    }

    /// Whether the folder is deleted with everything in it when this storage is deallocated: for scratch
    /// folders in tests. False by default.
    public var clearsOnDeinit: Bool {
        get { clearing.withLock { $0 } }
        set { clearing.withLock { $0 = newValue } }
    }

    /// Deletes the folder and every file in it, at once; a folder that does not exist is left as it is.
    public func clear() {
        try? FileManager.default.removeItem(at: folderURL)
    }

    /// The name of the file of a key whose encoding is empty (the empty key, in Base64): an empty name would be
    /// the folder itself. `~` is in neither Base64 alphabet, and a Base64 name's length is a multiple of 4, so
    /// no other key's encoding is this name; every other key keeps Shallows' name.
    public static let emptyKeyFileName = "~empty"

    /// The file that holds the value of `filename`.
    public func fileURL(forFilename filename: Filename) -> URL {
        let name = filenameEncoder.encodedString(representing: filename)
        return folderURL.appendingPathComponent(name.isEmpty ? Self.emptyKeyFileName : name, isDirectory: false)
    }

    /// Reads the file of `filename` and passes its bytes, or the error, to `completion`.
    public func retrieve(forKey filename: Filename, completion: @escaping (ShallowsResult<Data>) -> Void) {
        let file = fileURL(forFilename: filename)
        diskStorage.retrieve(forKey: file) { [diskStorage, legacyFolder] result in
            guard case .failure(let error) = result, error.isMissingValue, let legacyFolder else {
                return completion(Self.naming(filename, in: result))
            }
            legacyFolder.recover(filename, to: file, through: diskStorage) { completion(Self.naming(filename, in: $0)) }
        }
    }

    /// Writes `data` to the file of `filename`, then calls `completion` with the outcome.
    public func set(_ data: Data, forKey filename: Filename, completion: @escaping (ShallowsResult<Void>) -> Void) {
        diskStorage.set(data, forKey: fileURL(forFilename: filename)) { completion(Self.naming(filename, in: $0)) }
    }

    /// Deletes the file of `filename`, then calls `completion` with the outcome.
    public func remove(forKey filename: Filename, completion: @escaping (ShallowsResult<Void>) -> Void) {
        diskStorage.remove(forKey: fileURL(forFilename: filename)) { completion(Self.naming(filename, in: $0)) }
    }

    /// Renames the file of `filename` to the file of `newFilename`: the bytes are not rewritten.
    public func moveValue(forKey filename: Filename, toKey newFilename: Filename) async throws {
        do {
            try await diskStorage.moveValue(forKey: fileURL(forFilename: filename), toKey: fileURL(forFilename: newFilename))
        } catch let error as DiskStorageError {
            throw error.naming(filename.rawValue, newFilename.rawValue)
        }
    }

    /// `result`, with a ``DiskStorageError`` naming `filename` rather than the file's path.
    private static func naming<T>(_ filename: Filename, in result: ShallowsResult<T>) -> ShallowsResult<T> {
        result.mapError { error in (error as? DiskStorageError)?.naming(filename.rawValue, filename.rawValue) ?? error }
    }
}
