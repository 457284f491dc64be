import Dispatch
import Foundation
import XCTest
import Lockstep

/// Code written against CohesionKit 0.17's public API, with `import Lockstep` instead: it must compile as is.
/// Each test also checks the call does what CohesionKit documents.
final class APICompatibilityTests: XCTestCase {
    private let queue = DispatchQueue(label: "lockstep.tests.compatibility")

    struct Holder: Aggregate, Equatable {
        var id: Int
        var media: Media
        var maybeMedia: Media?

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Holder>] {
            [.init(wrapper: \.media), .init(wrapper: \.maybeMedia)]
        }
    }

    final class PrintingLogger: Logger, @unchecked Sendable {
        var failures: [StampError] = []
        func didStore<T: Identifiable>(_ type: T.Type, id: T.ID) {}
        func didFailedToStore<T: Identifiable>(_ type: T.Type, id: T.ID, error: Error) {
            if let error = error as? StampError { failures.append(error) }
        }
        func didRegisterAlias<T>(_ alias: AliasKey<T>) {}
        func didUnregisterAlias<T>(_ alias: AliasKey<T>) {}
    }

    func testTheCohesionKitSurfaceCompilesAndBehaves() {
        let logger = PrintingLogger()
        let store = EntityStore(queue: queue, logger: logger)
        let update: EntityStore.Update<Book> = { $0.title += "!" }

        let book: EntityObserver<Book> = store.store(entity: Book(id: "b", title: "T"), named: AliasKey(named: "book"), modifiedAt: Date().stamp, ifPresent: update)
        let books: EntityObserver<[Book]> = store.store(entities: [Book(id: "c", title: "C")], named: AliasKey<[Book]>(named: "books"), modifiedAt: nil)
        let holder: EntityObserver<Holder> = store.store(entity: Holder(id: 1, media: .book(Book(id: "b", title: "T")), maybeMedia: nil))
        let found: EntityObserver<Book>? = store.find(Book.self, id: "b")
        let aliased: EntityObserver<Book?> = store.find(named: AliasKey<Book>(named: "book"))
        let aliasedBooks: EntityObserver<[Book]?> = store.find(named: AliasKey<[Book]>(named: "books"))

        XCTAssertTrue(store.update(Book.self, id: "b", modifiedAt: nil, update: update))
        XCTAssertTrue(store.update(Holder.self, id: 1, modifiedAt: nil) { $0.maybeMedia = nil })
        XCTAssertTrue(store.update(named: AliasKey<Book>(named: "book"), modifiedAt: nil, update: update))
        XCTAssertTrue(store.update(named: AliasKey<[Book]>(named: "books"), modifiedAt: nil) { $0.append(Book(id: "d", title: "D")) })
        XCTAssertEqual(found?.value.title, "T!!")
        XCTAssertEqual(holder.value.media, .book(Book(id: "b", title: "T!!")))
        XCTAssertEqual(aliased.value?.title, "T!!")
        XCTAssertEqual(aliasedBooks.value?.map(\.id), ["c", "d"])

        store.store(entity: Book(id: "b", title: "stale"), modifiedAt: 0)
        guard case .tooOld(let current, let received)? = logger.failures.first else {
            return XCTFail("a stale write reports StampError.tooOld")
        }
        XCTAssertGreaterThan(current, received)

        let onChange: EntityObserver<Book>.OnChange = { _ in }
        let subscription: Subscription = book.observe(onChange: onChange)
        subscription.unsubscribe()

        store.removeAlias(named: AliasKey<Book>(named: "book"))
        store.removeAlias(named: AliasKey<[Book]>(named: "books"))
        store.removeAllAlias()
        store.removeAll()
        XCTAssertNil(store.find(Book.self, id: "b"))
        withExtendedLifetime((books, holder)) {}
    }

    /// The calls CohesionKit's READMEs (0.8 and 0.17) show, which its own code does not accept: users copy them.
    func testTheReadmeFormsCompileAndBehaveLikeTheLabeledOnes() {
        let identityMap = EntityStore(queue: queue)
        let entityStore = identityMap
        let book = Book(id: "b", title: "T")
        let currentUser = Author(id: 1, name: "me")
        let books = [Book(id: "c", title: "C"), Book(id: "d", title: "D")]

        let stored: EntityObserver<Book> = identityMap.store(book)
        let stamped: EntityObserver<Book> = entityStore.store(Book(id: "b", title: "T2"), modifiedAt: 9000)
        let aliased: EntityObserver<Author> = entityStore.store(currentUser, named: .currentUser)
        let all: EntityObserver<[Book]> = identityMap.store(books)
        let named: EntityObserver<[Book]> = identityMap.store(books, named: AliasKey("shelf"))
        let holder: EntityObserver<Holder> = entityStore.store(Holder(id: 1, media: .book(Book(id: "h", title: "H")), maybeMedia: nil))

        XCTAssertEqual(stored.value.title, "T2")
        XCTAssertEqual(stamped.value.title, "T2")
        entityStore.store(Book(id: "b", title: "stale"), modifiedAt: 1)
        XCTAssertEqual(stored.value.title, "T2", "the stamp is honoured")
        XCTAssertEqual(entityStore.find(named: .currentUser).value, aliased.value)
        XCTAssertEqual(all.value.map(\.id), ["c", "d"])
        XCTAssertEqual(entityStore.find(named: AliasKey<[Book]>("shelf")).value?.map(\.id), ["c", "d"])
        XCTAssertEqual(AliasKey<Book>("user"), AliasKey<Book>(named: "user"))
        entityStore.store(Book(id: "h", title: "H2"))
        XCTAssertEqual(holder.value.media, .book(Book(id: "h", title: "H2")))
        withExtendedLifetime(named) {}
    }

    @available(*, deprecated, message: "exercises the deprecated CohesionKit name")
    func testTheDeprecatedIdentityMapNameStillWorks() {
        let map: IdentityMap = IdentityMap(queue: queue)
        let observer = map.store(entity: Book(id: "b", title: "T"))
        XCTAssertEqual(map.find(Book.self, id: "b")?.value, observer.value)
    }
}
