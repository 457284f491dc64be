import Foundation
import Lockstep
import LockstepStorage

/// The timeline the demo keeps on disk between runs, in the folder `timeline` of the user's caches
/// (`<caches>/timeline`, where Shallows would keep it too).
///
/// The first run finds nothing and saves the timeline as it changes; the next run restores it before the
/// network answers, the way an app shows its last screen at launch. Deleting the folder (or `--reset`) makes
/// the next run a first run again.
struct SavedTimeline {
    /// The storage: one file per alias in the folder.
    let storage = DiskStorage.main.folder("timeline", in: .cachesDirectory)

    /// The folder, to print: users who want to look at the saved file or delete it need its path.
    var path: String { storage.folderURL.path }

    /// Deletes the folder and everything saved in it.
    func reset() {
        do {
            try FileManager.default.removeItem(at: storage.folderURL)
            Console.print("[disk]", "--reset: deleted \(path)")
        } catch CocoaError.fileNoSuchFile {
            Console.print("[disk]", "--reset: nothing to delete, \(path) does not exist")
        } catch {
            Console.print("[disk]", "--reset: could not delete \(path): \(error)")
        }
    }

    /// Puts the timeline the last run saved back into the store, with the stamp it was saved with, and says
    /// what it found.
    ///
    /// A file that cannot be read is not fatal: the demo goes on with an empty timeline, as an app would.
    func restore(into store: EntityStore) async {
        do {
            if try await store.restore(named: .timeline, from: storage.usingStringKeys()) {
                Console.print("[disk]", """
                    restored from disk: the timeline as the last run left it, shown before the network answers
                    (the simulated server tells the same story every run: its answers, newer, replace this copy)
                    """)
            } else {
                Console.print("[disk]", "nothing saved in \(path) yet: this is a first run")
            }
        } catch {
            Console.print("[disk]", "could not restore the saved timeline, starting without it: \(error)")
        }
    }

    /// Starts saving the timeline after every accepted change; saving lasts as long as the returned handle.
    func startSaving(_ store: EntityStore) -> AliasPersistence {
        store.persist(named: .timeline, to: storage.usingStringKeys())
    }

    /// Waits for the last change to reach the disk (saves are coalesced and run in the background, and the
    /// process must not exit before the last one is written), then tells the user how to see it restored.
    func finishSaving(_ saving: AliasPersistence) async {
        do {
            try await saving.flush()
            Console.print("[disk]", "saved the timeline in \(path)\nrun the demo again to see it restored before the network answers (--reset starts over)")
        } catch {
            Console.print("[disk]", "could not save the timeline: \(error)")
        }
    }
}
