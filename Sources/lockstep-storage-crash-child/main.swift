// `lockstep-storage-crash-child FOLDER`: restores the alias "timeline" from FOLDER, then saves new versions
// of it in a loop until it is killed. Version v is 200 posts titled "v<v> #<id>" (each with 4 KiB of
// padding, so that a file takes a while to write), stored with stamp v;
// after `flush()` returns for it, the child prints `ack <v>` on stdout. The crash-safety tests kill it
// with SIGKILL at random moments and check that what they restore is a version it acknowledged.
import Dispatch
import Foundation
import Lockstep
import LockstepStorage

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: lockstep-storage-crash-child FOLDER\n".utf8))
    exit(2)
}
let storage = DiskFolderStorage(folderURL: URL(fileURLWithPath: arguments[1])).usingStringKeys()
let timeline = AliasKey<[CrashPost]>(named: "timeline")
let store = EntityStore(queue: DispatchQueue(label: "lockstep-storage-crash-child.store"))

do {
    try await store.restore(named: timeline, from: storage)
} catch {
    FileHandle.standardError.write(Data("restore failed: \(error)\n".utf8))
    exit(1)
}
var version = store.find(named: timeline).value?.first.flatMap { post in
    Int(post.title.dropFirst().prefix { $0 != " " })
} ?? 0
let saving = store.persist(named: timeline, to: storage, coalescingInterval: 0)
let padding = Data(repeating: 0x5A, count: 4_096)
while true {
    version += 1
    let posts = (0..<200).map { CrashPost(id: $0, title: "v\(version) #\($0)", padding: padding) }
    store.store(entities: posts, named: timeline, modifiedAt: Stamp(version))
    do {
        try await saving.flush()
    } catch {
        FileHandle.standardError.write(Data("save failed: \(error)\n".utf8))
        exit(1)
    }
    FileHandle.standardOutput.write(Data("ack \(version)\n".utf8))
}
