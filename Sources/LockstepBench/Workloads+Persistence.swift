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
        let input = savedBooks(count: count)
        let key = AliasKey<[SavedBook]>(named: "books")
        return Workload(
            name: "persist", size: count, target: 1.3, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                withScratchFolder { folder in
                    let store = EntityStore(queue: makeQueue())
                    let observer = store.store(entities: input, named: key)
                    let elapsed = waitFor {
                        let clock = Stopwatch()
                        let saving = store.persist(named: key, to: DiskStorage(directory: folder).asStorage())
                        try await saving.flush()
                        return clock.elapsed
                    }
                    withExtendedLifetime(observer) {}
                    return perOperation(elapsed, count)
                }
            },
            baseline: {
                withScratchFolder { folder in
                    let clock = Stopwatch()
                    do {
                        try JSONEncoder().encode(input).write(to: folder.appendingPathComponent("books.json"), options: .atomic)
                    } catch {
                        fatalError("baseline save failed: \(error)")
                    }
                    return perOperation(clock.elapsed, count)
                }
            }
        )
    }

    /// `restore`: the same alias read back from disk, decoded and stored in a new store, against
    /// `Data(contentsOf:)` and `JSONDecoder` of the same array. Each side writes its file untimed first.
    /// Reported per entity.
    static func restore(count: Int, repetitions: Int) -> Workload {
        let input = savedBooks(count: count)
        let key = AliasKey<[SavedBook]>(named: "books")
        return Workload(
            name: "restore", size: count, target: 1.3, repetitions: repetitions, unit: .nanoseconds,
            lockstep: {
                withScratchFolder { folder in
                    let storage = DiskStorage(directory: folder).asStorage()
                    let source = EntityStore(queue: makeQueue())
                    let observer = source.store(entities: input, named: key)
                    let store = EntityStore(queue: makeQueue())
                    let elapsed = waitFor {
                        try await source.persist(named: key, to: storage).flush()
                        let clock = Stopwatch()
                        try await store.restore(named: key, from: storage)
                        return clock.elapsed
                    }
                    withExtendedLifetime(observer) {}
                    Checksum.add(store.find(named: key).value?.count ?? 0)
                    return perOperation(elapsed, count)
                }
            },
            baseline: {
                withScratchFolder { folder in
                    let file = folder.appendingPathComponent("books.json")
                    let books: [SavedBook]
                    let clock: Stopwatch
                    do {
                        try JSONEncoder().encode(input).write(to: file, options: .atomic)
                        clock = Stopwatch()
                        books = try JSONDecoder().decode([SavedBook].self, from: Data(contentsOf: file))
                    } catch {
                        fatalError("baseline restore failed: \(error)")
                    }
                    let elapsed = clock.elapsed
                    Checksum.add(books.count)
                    return perOperation(elapsed, count)
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
