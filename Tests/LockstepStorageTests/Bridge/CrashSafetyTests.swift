import Foundation
import Lockstep
import LockstepStorage
import LockstepTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Crash safety with real processes: `lockstep-storage-crash-child` saves an alias in a loop and is killed
/// with SIGKILL at random moments; after every kill, a restore must find a whole version the child saved.
///
/// Set `LOCKSTEP_CRASH_KILLS` for a longer run than the default 200 kills.
final class CrashSafetyTests: XCTestCase {
    func testEveryKillLeavesAnAcknowledgedVersion() throws {
        let kills = ProcessInfo.processInfo.environment["LOCKSTEP_CRASH_KILLS"].flatMap(Int.init) ?? 200
        let child = try Self.childExecutable()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var lastAcknowledged = 0
        var killsBetweenWriteAndAck = 0
        var killsBeforeFirstAck = 0

        for kill in 1...kills {
            let run = try ChildRun(executable: child, folder: folder.url)
            // A quarter of the kills land anywhere from launch on (during the restore, the first save);
            // the rest land anywhere in the next few rounds of the save loop (a round takes about 15 ms in a
            // debug build, most of it storing and encoding, the end of it writing).
            if Int.random(in: 0..<4) == 0 {
                usleep(UInt32.random(in: 0...20_000))
            } else {
                try run.waitForFirstAcknowledgement()
                usleep(UInt32.random(in: 0...40_000))
            }
            let acknowledged = run.killAndCollectAcknowledgements()
            if acknowledged.isEmpty {
                killsBeforeFirstAck += 1
            }
            XCTAssertEqual(acknowledged, acknowledged.isEmpty ? [] : Array(lastAcknowledged + 1...lastAcknowledged + acknowledged.count),
                           "kill \(kill): the child acknowledged versions out of order")
            lastAcknowledged = acknowledged.last ?? lastAcknowledged

            let restored = try restoredVersion(from: folder.url)
            // The child acknowledges a version right after writing it: a kill between the two leaves the next
            // version on disk, written but not yet acknowledged.
            XCTAssertTrue(restored == lastAcknowledged || restored == lastAcknowledged + 1,
                          "kill \(kill): restored version \(restored), last acknowledged \(lastAcknowledged)")
            if restored == lastAcknowledged + 1 {
                killsBetweenWriteAndAck += 1
                lastAcknowledged = restored
            }
            let unexpected = try folder.fileNames().filter { $0 != "dGltZWxpbmU=" && !$0.hasPrefix(".tmp-") }
            XCTAssertEqual(unexpected, [], "kill \(kill): unexpected files")
        }
        XCTAssertGreaterThan(lastAcknowledged, 0)
        // Temporary files are what kills in the middle of a write leave behind; no key maps to them.
        let interruptedWrites = try folder.fileNames().filter { $0.hasPrefix(".tmp-") }.count
        print("crash safety: \(kills) kills, \(killsBeforeFirstAck) before a first acknowledgement, "
            + "\(killsBetweenWriteAndAck) between a write and its acknowledgement, \(interruptedWrites) in the middle of a write, "
            + "last version \(lastAcknowledged)")
    }

    /// Restores the child's alias into a new store: it must decode, and every post must be of one version.
    private func restoredVersion(from folder: URL) throws -> Int {
        let store = makeStore()
        let key = AliasKey<[Post]>.timeline
        let semaphore = DispatchSemaphore(value: 0)
        let outcome = Outcomes()
        Task {
            do {
                try await store.restore(named: key, from: DiskFolderStorage(folderURL: folder).usingStringKeys())
            } catch {
                outcome.append("\(error)")
            }
            semaphore.signal()
        }
        semaphore.wait()
        XCTAssertEqual(outcome.all, [])
        guard let posts = store.find(named: key).value else { return 0 }
        XCTAssertEqual(posts.count, 200)
        let versions = Set(posts.map { $0.title.dropFirst().prefix { $0 != " " } })
        XCTAssertEqual(versions.count, 1, "a restore mixed versions \(versions)")
        return Int(versions.first ?? "") ?? -1
    }

    /// The child, built by `swift build` next to the test bundle.
    static func childExecutable() throws -> URL {
        guard let child = builtExecutable(named: "lockstep-storage-crash-child", besideTestsOf: Self.self) else {
            throw XCTSkip("lockstep-storage-crash-child is not built; run `swift build --build-tests` first")
        }
        return child
    }
}
