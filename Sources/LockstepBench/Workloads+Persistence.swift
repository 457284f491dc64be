import Dispatch
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
    static func persistence(count: Int, repetitions: Int) -> [(name: String, make: () -> Workload)] {
        [
            ("persist", { persist(count: count, repetitions: repetitions) }),
            ("restore", { restore(count: count, repetitions: repetitions) }),
        ]
    }

    /// `persist`: a collection alias of `count` entities saved to a disk storage (snapshot, envelope, JSON,
    /// atomic write), against `JSONEncoder` and `Data.write(to:options: .atomic)` of the same array.
    /// Reported per entity.
    static func persist(count: Int, repetitions: Int) -> Workload {
        persistenceWorkload(
            name: "persist", count: count, repetitions: repetitions,
            lockstep: { source, storage in
                let clock = Stopwatch()
                try await source.persist(named: booksKey, to: storage).flush()
                return clock.elapsed
            },
            baseline: { input, file in
                let clock = Stopwatch()
                try JSONEncoder().encode(input).write(to: file, options: .atomic)
                return clock.elapsed
            }
        )
    }

    /// `restore`: the same alias read back from disk, decoded and stored in a new store, against
    /// `Data(contentsOf:)` and `JSONDecoder` of the same array. Each side writes its file untimed first.
    /// Reported per entity.
    static func restore(count: Int, repetitions: Int) -> Workload {
        persistenceWorkload(
            name: "restore", count: count, repetitions: repetitions,
            lockstep: { source, storage in
                try await source.persist(named: booksKey, to: storage).flush()
                let store = EntityStore(queue: makeQueue())
                let clock = Stopwatch()
                try await store.restore(named: booksKey, from: storage)
                let elapsed = clock.elapsed
                Checksum.add(store.find(named: booksKey).value?.count ?? 0)
                return elapsed
            },
            baseline: { input, file in
                try JSONEncoder().encode(input).write(to: file, options: .atomic)
                let clock = Stopwatch()
                let books = try JSONDecoder().decode([SavedBook].self, from: Data(contentsOf: file))
                let elapsed = clock.elapsed
                Checksum.add(books.count)
                return elapsed
            }
        )
    }

    private static let booksKey = AliasKey<[SavedBook]>(named: "books")

    /// A workload over `count` books, each measurement in a new empty folder (removed untimed afterwards).
    ///
    /// - Parameters:
    ///   - lockstep: measures, in nanoseconds, with a store holding the books under `booksKey` and a disk
    ///     storage in the folder.
    ///   - baseline: measures, in nanoseconds, with the books and a file in the folder.
    private static func persistenceWorkload(
        name: String,
        count: Int,
        repetitions: Int,
        lockstep: @escaping @Sendable (EntityStore, Storage<String, Data>) async throws -> UInt64,
        baseline: @escaping @Sendable ([SavedBook], URL) async throws -> UInt64
    ) -> Workload {
        let input = savedBooks(count: count)
        return Workload(
            name: name, size: count, target: 1.3, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                withScratchFolder { folder in
                    let source = EntityStore(queue: makeQueue())
                    let observer = source.store(entities: input, named: booksKey)
                    let elapsed = waitFor { try await lockstep(source, DiskStorage(directory: folder).asStorage()) }
                    withExtendedLifetime(observer) {}
                    return perOperation(elapsed, count)
                }
            },
            baseline: {
                withScratchFolder { folder in
                    perOperation(waitFor { try await baseline(input, folder.appendingPathComponent("books.json")) }, count)
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

    /// Runs async work from the benchmark's synchronous thread and returns what it measured.
    private static func waitFor(_ work: @escaping @Sendable () async throws -> UInt64) -> UInt64 {
        let done = DispatchSemaphore(value: 0)
        // Written by the task before it signals `done`, read after `wait()` returns: never at the same time.
        nonisolated(unsafe) var measured: Result<UInt64, any Error> = .success(0)
        Task.detached {
            do {
                measured = .success(try await work())
            } catch {
                measured = .failure(error)
            }
            done.signal()
        }
        done.wait()
        do {
            return try measured.get()
        } catch {
            fatalError("persistence workload failed: \(error)")
        }
    }
}
