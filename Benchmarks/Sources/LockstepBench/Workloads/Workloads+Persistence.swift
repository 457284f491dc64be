import Foundation
import Lockstep
import LockstepStorage

/// The element of the persistence workloads: a small entity, encoded with its synthesized `Codable`.
private struct SavedBook: Identifiable, Codable, Sendable {
    var id: Int
    var title: String
    var pages: Int
}

extension Workloads {
    /// `persist` and `restore`, for the catalog.
    static func persistence(count: Int, repetitions: Int, host: Host) -> [(name: String, make: () -> Workload)] {
        [
            ("persist", { persist(count: count, repetitions: repetitions, host: host) }),
            ("restore", { restore(count: count, repetitions: repetitions, host: host) }),
        ]
    }

    /// `persist`: a collection alias of `count` entities saved to a disk storage (snapshot, envelope, JSON,
    /// atomic write), against `JSONEncoder` and `Data.write(to:options: .atomic)` of the same array.
    /// Reported per entity.
    static func persist(count: Int, repetitions: Int, host: Host) -> Workload {
        persistenceWorkload(
            name: "persist", count: count, repetitions: repetitions, host: host,
            lockstep: { session, storage in
                session.wait {
                    let clock = Stopwatch()
                    try await session.store.persist(named: booksKey, to: storage).flush()
                    return clock.elapsed
                }
            },
            baseline: { input, file in
                try Stopwatch.measure { try JSONEncoder().encode(input).write(to: file, options: .atomic) }.nanoseconds
            }
        )
    }

    /// `restore`: the same alias read back from disk, decoded and stored in a new store, against
    /// `Data(contentsOf:)` and `JSONDecoder` of the same array. Each side writes its file untimed first.
    /// Reported per entity.
    static func restore(count: Int, repetitions: Int, host: Host) -> Workload {
        persistenceWorkload(
            name: "restore", count: count, repetitions: repetitions, host: host,
            lockstep: { session, storage in
                session.wait { try await session.store.persist(named: booksKey, to: storage).flush() }
                let target = host.makeSession()
                let elapsed = target.wait {
                    let clock = Stopwatch()
                    try await target.store.restore(named: booksKey, from: storage)
                    return clock.elapsed
                }
                Checksum.add(target.store.find(named: booksKey).value?.count ?? 0)
                return elapsed
            },
            baseline: { input, file in
                try JSONEncoder().encode(input).write(to: file, options: .atomic)
                let (books, elapsed) = try Stopwatch.measure { try JSONDecoder().decode([SavedBook].self, from: Data(contentsOf: file)) }
                Checksum.add(books.count)
                return elapsed
            }
        )
    }

    private static let booksKey = AliasKey<[SavedBook]>(named: "books")

    /// Saving and restoring are held closer to the floor than the other workloads: most of their time is
    /// encoding and decoding JSON, which both sides do alike.
    static let persistenceTarget = 1.3

    /// A workload over `count` books, each measurement in a new empty folder (removed untimed afterwards).
    ///
    /// - Parameters:
    ///   - lockstep: measures, in nanoseconds, with a session whose store holds the books under `booksKey`,
    ///     and a disk storage in the folder.
    ///   - baseline: measures, in nanoseconds, with the books and a file in the folder.
    private static func persistenceWorkload(
        name: String,
        count: Int,
        repetitions: Int,
        host: Host,
        lockstep: @escaping (LockstepSession, Storage<String, Data>) -> UInt64,
        baseline: @escaping ([SavedBook], URL) throws -> UInt64
    ) -> Workload {
        let input = savedBooks(count: count)
        return Workload(
            name: name, size: count, target: persistenceTarget, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                withScratchFolder { folder in
                    let session = host.makeSession()
                    let observer = session.write { session.store.store(entities: input, named: booksKey) }
                    let elapsed = lockstep(session, DiskFolderStorage(folderURL: folder).usingStringKeys())
                    withExtendedLifetime(observer) {}
                    return perOperation(elapsed, count)
                }
            },
            baseline: {
                withScratchFolder { folder in
                    do {
                        return perOperation(try baseline(input, folder.appendingPathComponent("books.json")), count)
                    } catch {
                        fatalError("lockstep-bench: \(name) baseline failed: \(error)")
                    }
                }
            }
        )
    }

    private static func savedBooks(count: Int) -> [SavedBook] {
        (0..<count).map { SavedBook(id: $0, title: "Book \($0)", pages: $0 % 900) }
    }

    /// Runs `body` with a new empty folder, removed afterwards (outside any timed region).
    private static func withScratchFolder(_ body: (URL) -> Double) -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lockstep-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return body(folder)
    }
}
