import Foundation

extension DiskStorage {
    /// A storage of the files in the folder `folderName` of a standard `directory` (such as `.cachesDirectory`
    /// or `.applicationSupportDirectory`): `<directory>/<folderName>`, where Shallows puts it.
    ///
    /// ```swift
    /// let cities = DiskStorage.main.folder("cities", in: .cachesDirectory)
    /// ```
    ///
    /// Keys are ``Filename``s (`usingStringKeys()` makes them `String`s), named by `filenameEncoder`. A value an
    /// earlier LockstepStorage saved for this folder is found and brought over (see ``DiskFolderStorage``).
    public func folder(
        _ folderName: String,
        in directory: FileManager.SearchPathDirectory,
        domainMask: FileManager.SearchPathDomainMask = .userDomainMask,
        filenameEncoder: Filename.Encoder = .base64
    ) -> DiskFolderStorage {
        DiskFolderStorage(
            folderURL: DiskFolderStorage.url(forFolder: folderName, in: directory, domainMask: domainMask),
            diskStorage: asStorage(),
            filenameEncoder: filenameEncoder,
            legacyFolder: LegacyFolder(folder: folderName, in: DiskFolderStorage.directoryURL(directory, domainMask: domainMask))
        )
    }

    /// ``folder(_:in:domainMask:filenameEncoder:)`` of ``main``.
    public static func folder(
        _ folderName: String,
        in directory: FileManager.SearchPathDirectory,
        domainMask: FileManager.SearchPathDomainMask = .userDomainMask,
        filenameEncoder: Filename.Encoder = .base64
    ) -> DiskFolderStorage {
        main.folder(folderName, in: directory, domainMask: domainMask, filenameEncoder: filenameEncoder)
    }
}

extension DiskFolderStorage {
    /// `<directory>/<folderName>`: the folder `folderName` of a standard directory.
    public static func url(
        forFolder folderName: String,
        in directory: FileManager.SearchPathDirectory,
        domainMask: FileManager.SearchPathDomainMask = .userDomainMask
    ) -> URL {
        directoryURL(directory, domainMask: domainMask).appendingPathComponent(folderName, isDirectory: true)
    }

    /// A storage of the folder `folderName` of a standard `directory`, through `diskStorage`.
    public static func inDirectory(
        _ directory: FileManager.SearchPathDirectory,
        folderName: String,
        domainMask: FileManager.SearchPathDomainMask = .userDomainMask,
        diskStorage: Storage<URL, Data>,
        filenameEncoder: Filename.Encoder
    ) -> DiskFolderStorage {
        DiskFolderStorage(
            folderURL: url(forFolder: folderName, in: directory, domainMask: domainMask),
            diskStorage: diskStorage,
            filenameEncoder: filenameEncoder
        )
    }

    /// The standard `directory`, or the temporary directory on a system that has none of that kind.
    static func directoryURL(_ directory: FileManager.SearchPathDirectory, domainMask: FileManager.SearchPathDomainMask) -> URL {
        FileManager.default.urls(for: directory, in: domainMask).first ?? FileManager.default.temporaryDirectory
    }
}
