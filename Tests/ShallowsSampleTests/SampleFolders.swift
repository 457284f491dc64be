import Foundation
import LockstepStorage

/// The README's folders, emptied before a sample uses them and removed after.
final class SampleFolders {
    private var folders: [URL] = []

    /// `folder`, emptied now and removed by ``removeAll()``.
    @discardableResult
    func fresh(_ folder: DiskFolderStorage) -> DiskFolderStorage {
        folders.append(folder.folderURL)
        folder.clear()
        return folder
    }

    func removeAll() {
        for folder in folders {
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
