import Foundation
import XCTest
@_spi(Generated) @testable import Lockstep

/// The collector functions generated code calls for properties whose type it has classified (`addEntity`,
/// `addAggregates`, `addOptionalWrapper`, …) and `addNested(_:)` for collections of collections: the same results
/// as the `add(_:)` overloads, for `let` and `var` properties alike, decided at run time.
final class ClassifiedKeyPathTests: StoreTestCase {
    /// Models written the way REST API clients write them: Codable, `let`s, `==` comparing ids only.
    enum Mastodon {
        struct Account: Identifiable, Codable, Equatable {
            let id: String
            let displayName: String
            static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }
            func renamed(_ name: String) -> Account { Account(id: id, displayName: name) }
        }

        struct Status: Aggregate, Codable, Equatable {
            let id: String
            let content: String
            let account: Account
            static func == (lhs: Status, rhs: Status) -> Bool { lhs.id == rhs.id }
            var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
                var collector = EntityKeyPathCollector<Self, Self>()
                collector.addEntity(\.account)
                return collector.keyPaths
            }
        }

        /// An enum whose cases hold entities.
        enum Card: EntityWrapper, Codable {
            case account(Account)
            case status(Status)
            case link(String)

            var account: Account? {
                get { if case .account(let account) = self { account } else { nil } }
                set { if case .account = self, let newValue { self = .account(newValue) } }
            }

            var status: Status? {
                get { if case .status(let status) = self { status } else { nil } }
                set { if case .status = self, let newValue { self = .status(newValue) } }
            }

            var link: String? {
                if case .link(let link) = self { link } else { nil }
            }

            func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
                [.init(parent.appending(path: \.account)), .init(parent.appending(path: \.status))]
            }
        }

        /// A wrapper that is also `Identifiable`: `addWrapper` keeps it as a wrapper, never as an entity.
        enum TimelineItem: EntityWrapper, Identifiable, Codable {
            case status(Status)
            case gap(String)

            var id: String {
                switch self {
                case .status(let status): status.id
                case .gap(let gap): "gap-" + gap
                }
            }

            var status: Status? {
                get { if case .status(let status) = self { status } else { nil } }
                set { if case .status = self, let newValue { self = .status(newValue) } }
            }

            func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
                [.init(parent.appending(path: \.status))]
            }
        }
    }

    typealias Account = Mastodon.Account
    typealias Status = Mastodon.Status
    typealias Card = Mastodon.Card

    // MARK: - The twelve classified functions, in lets and in vars

    /// What the shared scenario reads, whether the model keeps it in `let`s or `var`s.
    protocol NotificationModel: Aggregate, Decodable where ID == String {
        var account: Account { get }
        var mentioned: Account? { get }
        var followers: [Account] { get }
        var blocked: [Account]? { get }
        var status: Status { get }
        var reblog: Status? { get }
        var thread: [Status] { get }
        var quotes: [Status]? { get }
        var card: Card { get }
        var preview: Card? { get }
        var cards: [Card] { get }
        var extraCards: [Card]? { get }
    }

    /// Every shape in a `let`, each collected by its classified function.
    struct LetNotification: NotificationModel, Equatable {
        let id: String
        let account: Account
        let mentioned: Account?
        let followers: [Account]
        let blocked: [Account]?
        let status: Status
        let reblog: Status?
        let thread: [Status]
        let quotes: [Status]?
        let card: Card
        let preview: Card?
        let cards: [Card]
        let extraCards: [Card]?

        static func == (lhs: LetNotification, rhs: LetNotification) -> Bool { lhs.id == rhs.id }

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.addEntity(\.account)
            collector.addOptionalEntity(\.mentioned)
            collector.addEntities(\.followers)
            collector.addOptionalEntities(\.blocked)
            collector.addAggregate(\.status)
            collector.addOptionalAggregate(\.reblog)
            collector.addAggregates(\.thread)
            collector.addOptionalAggregates(\.quotes)
            collector.addWrapper(\.card)
            collector.addOptionalWrapper(\.preview)
            collector.addWrappers(\.cards)
            collector.addOptionalWrappers(\.extraCards)
            return collector.keyPaths
        }
    }

    /// Every shape in a `var`, each collected by its classified function.
    struct VarNotification: NotificationModel {
        let id: String
        var account: Account
        var mentioned: Account?
        var followers: [Account]
        var blocked: [Account]?
        var status: Status
        var reblog: Status?
        var thread: [Status]
        var quotes: [Status]?
        var card: Card
        var preview: Card?
        var cards: [Card]
        var extraCards: [Card]?

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.addEntity(\.account)
            collector.addOptionalEntity(\.mentioned)
            collector.addEntities(\.followers)
            collector.addOptionalEntities(\.blocked)
            collector.addAggregate(\.status)
            collector.addOptionalAggregate(\.reblog)
            collector.addAggregates(\.thread)
            collector.addOptionalAggregates(\.quotes)
            collector.addWrapper(\.card)
            collector.addOptionalWrapper(\.preview)
            collector.addWrappers(\.cards)
            collector.addOptionalWrappers(\.extraCards)
            return collector.keyPaths
        }
    }

    /// Every shape in an observed `var` (`didSet`): writable, but with no offset to be written at, so only the
    /// writable path keeps it in sync; a `let`-style collection would drop it.
    struct ObservedNotification: NotificationModel {
        let id: String
        var account: Account { didSet {} }
        var mentioned: Account? { didSet {} }
        var followers: [Account] { didSet {} }
        var blocked: [Account]? { didSet {} }
        var status: Status { didSet {} }
        var reblog: Status? { didSet {} }
        var thread: [Status] { didSet {} }
        var quotes: [Status]? { didSet {} }
        var card: Card { didSet {} }
        var preview: Card? { didSet {} }
        var cards: [Card] { didSet {} }
        var extraCards: [Card]? { didSet {} }

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.addEntity(\.account)
            collector.addOptionalEntity(\.mentioned)
            collector.addEntities(\.followers)
            collector.addOptionalEntities(\.blocked)
            collector.addAggregate(\.status)
            collector.addOptionalAggregate(\.reblog)
            collector.addAggregates(\.thread)
            collector.addOptionalAggregates(\.quotes)
            collector.addWrapper(\.card)
            collector.addOptionalWrapper(\.preview)
            collector.addWrappers(\.cards)
            collector.addOptionalWrappers(\.extraCards)
            return collector.keyPaths
        }
    }

    static let notificationJSON = Data("""
    {"id": "n1",
     "account": {"id": "a1", "displayName": "Ann"},
     "mentioned": {"id": "a2", "displayName": "Bob"},
     "followers": [{"id": "a1", "displayName": "Ann"}, {"id": "a2", "displayName": "Bob"}, {"id": "a3", "displayName": "Cid"}],
     "blocked": [{"id": "a3", "displayName": "Cid"}],
     "status": {"id": "s1", "content": "first", "account": {"id": "a1", "displayName": "Ann"}},
     "reblog": {"id": "s2", "content": "second", "account": {"id": "a2", "displayName": "Bob"}},
     "thread": [{"id": "s1", "content": "first", "account": {"id": "a1", "displayName": "Ann"}},
                {"id": "s2", "content": "second", "account": {"id": "a2", "displayName": "Bob"}}],
     "quotes": [{"id": "s2", "content": "second", "account": {"id": "a2", "displayName": "Bob"}}],
     "card": {"account": {"_0": {"id": "a1", "displayName": "Ann"}}},
     "preview": {"status": {"_0": {"id": "s1", "content": "first", "account": {"id": "a1", "displayName": "Ann"}}}},
     "cards": [{"account": {"_0": {"id": "a2", "displayName": "Bob"}}}, {"link": {"_0": "https://example.com"}},
               {"status": {"_0": {"id": "s2", "content": "second", "account": {"id": "a2", "displayName": "Bob"}}}}],
     "extraCards": [{"account": {"_0": {"id": "a3", "displayName": "Cid"}}}]}
    """.utf8)

    func testEveryClassifiedFunctionKeepsALetInSync() throws {
        try checkEveryShape(LetNotification.self)
    }

    func testEveryClassifiedFunctionKeepsAVarInSync() throws {
        try checkEveryShape(VarNotification.self)
    }

    func testEveryClassifiedFunctionKeepsAnObservedVarInSync() throws {
        XCTAssertNil(MemoryLayout<ObservedNotification>.offset(of: \.account), "an observed var has no offset: only its key path writes it")
        XCTAssertNil(MemoryLayout<ObservedNotification>.offset(of: \ObservedNotification.cards))
        try checkEveryShape(ObservedNotification.self)
    }

    /// Decodes the notification, stores it, then updates and removes its entities one write at a time.
    private func checkEveryShape<N: NotificationModel>(_ type: N.Type, file: StaticString = #filePath, line: UInt = #line) throws {
        let notification = try JSONDecoder().decode(N.self, from: Self.notificationJSON)
        XCTAssertEqual(notification.nestedEntitiesKeyPaths.count, 12, "one key path per shape", file: file, line: line)
        let observer = store.store(entity: notification)
        let recorder = record(observer)

        // A plain entity held in every shape: one write, one notification.
        store.update(Account.self, id: "a2") { $0 = $0.renamed("Robert") }
        drain()
        var value = observer.value
        XCTAssertEqual(value.mentioned?.displayName, "Robert", file: file, line: line)
        XCTAssertEqual(value.followers.map(\.displayName), ["Ann", "Robert", "Cid"], file: file, line: line)
        XCTAssertEqual(value.reblog?.account.displayName, "Robert", file: file, line: line)
        XCTAssertEqual(value.thread.map(\.account.displayName), ["Ann", "Robert"], file: file, line: line)
        XCTAssertEqual(value.quotes?.map(\.account.displayName), ["Robert"], file: file, line: line)
        XCTAssertEqual(value.cards.first?.account?.displayName, "Robert", file: file, line: line)
        XCTAssertEqual(value.cards.last?.status?.account.displayName, "Robert", file: file, line: line)
        XCTAssertEqual(value.account.displayName, "Ann", "an entity with another id is untouched", file: file, line: line)
        XCTAssertEqual(recorder.count, 1, file: file, line: line)

        store.update(Account.self, id: "a1") { $0 = $0.renamed("Anna") }
        drain()
        value = observer.value
        XCTAssertEqual(value.account.displayName, "Anna", file: file, line: line)
        XCTAssertEqual(value.followers.first?.displayName, "Anna", file: file, line: line)
        XCTAssertEqual(value.status.account.displayName, "Anna", file: file, line: line)
        XCTAssertEqual(value.thread.first?.account.displayName, "Anna", file: file, line: line)
        XCTAssertEqual(value.card.account?.displayName, "Anna", file: file, line: line)
        XCTAssertEqual(value.preview?.status?.account.displayName, "Anna", file: file, line: line)
        XCTAssertEqual(recorder.count, 2, file: file, line: line)

        // An aggregate held in every aggregate shape, and in wrappers.
        store.update(Status.self, id: "s2") { $0 = Status(id: $0.id, content: "edited", account: $0.account) }
        drain()
        value = observer.value
        XCTAssertEqual(value.reblog?.content, "edited", file: file, line: line)
        XCTAssertEqual(value.thread.map(\.content), ["first", "edited"], file: file, line: line)
        XCTAssertEqual(value.quotes?.map(\.content), ["edited"], file: file, line: line)
        XCTAssertEqual(value.cards.last?.status?.content, "edited", file: file, line: line)
        XCTAssertEqual(value.status.content, "first", file: file, line: line)
        XCTAssertEqual(recorder.count, 3, file: file, line: line)

        // Removals: a collection loses the element, an optional becomes nil, a wrapper in a list leaves it.
        XCTAssertTrue(store.remove(Account.self, id: "a3"))
        drain()
        value = observer.value
        XCTAssertEqual(value.followers.map(\.id), ["a1", "a2"], file: file, line: line)
        XCTAssertEqual(value.blocked?.map(\.id), [], file: file, line: line)
        XCTAssertEqual(value.extraCards?.count, 0, file: file, line: line)
        XCTAssertEqual(recorder.count, 4, file: file, line: line)

        XCTAssertTrue(store.remove(Status.self, id: "s2"))
        drain()
        value = observer.value
        XCTAssertNil(value.reblog, file: file, line: line)
        XCTAssertEqual(value.thread.map(\.id), ["s1"], file: file, line: line)
        XCTAssertEqual(value.quotes?.map(\.id), [], file: file, line: line)
        XCTAssertEqual(value.cards.count, 2, file: file, line: line)
        XCTAssertEqual(value.cards.last?.link, "https://example.com", file: file, line: line)
        XCTAssertEqual(recorder.count, 5, file: file, line: line)

        XCTAssertTrue(store.remove(Account.self, id: "a2"))
        drain()
        value = observer.value
        XCTAssertNil(value.mentioned, file: file, line: line)
        XCTAssertEqual(value.followers.map(\.id), ["a1"], file: file, line: line)
        XCTAssertEqual(value.cards.map(\.link), ["https://example.com"], file: file, line: line)
        XCTAssertEqual(recorder.count, 6, file: file, line: line)

        // Still in sync after the removals renumbered the collections.
        store.update(Account.self, id: "a1") { $0 = $0.renamed("Annie") }
        drain()
        XCTAssertEqual(observer.value.followers.map(\.displayName), ["Annie"], file: file, line: line)
        XCTAssertEqual(observer.value.thread.map(\.account.displayName), ["Annie"], file: file, line: line)
        XCTAssertEqual(recorder.count, 7, file: file, line: line)

        // Held where it cannot be dropped (`account`, `status.account`, the `card` wrapper): the parent goes too.
        XCTAssertTrue(store.remove(Account.self, id: "a1"))
        drain()
        XCTAssertTrue(observer.isRemoved, file: file, line: line)
        XCTAssertNil(store.find(N.self, id: "n1"), file: file, line: line)
        XCTAssertNil(store.find(Status.self, id: "s1"), file: file, line: line)
        withExtendedLifetime(recorder) {}
    }

    // MARK: - Same decisions as the overloads

    final class Session: Identifiable {
        let id = 1
        let me = Account(id: "me", displayName: "Me")
        var current: Account? = Account(id: "a1", displayName: "Ann")
        var computed: Account { me }
        var timeline: [Status] = []
    }

    func testClassifiedFunctionsCollectWhatTheOverloadsCollect() {
        // A class: its `let` cannot be written in place (nothing added), its `var`s are writable key paths.
        var classified = EntityKeyPathCollector<Session, Session>()
        classified.addEntity(\.me)
        classified.addOptionalEntity(\.current)
        classified.addEntity(\.computed)
        classified.addAggregates(\.timeline)
        var overloads = EntityKeyPathCollector<Session, Session>()
        overloads.add(\.me)
        overloads.add(\.current)
        overloads.add(\.computed)
        overloads.add(\.timeline)
        XCTAssertEqual(classified.keyPaths.count, 2)
        XCTAssertEqual(overloads.keyPaths.count, 2)

        // Structs: every shape is kept, `let`, `var` or observed.
        XCTAssertEqual(Self.overloadCount(LetNotification.self), 12)
        XCTAssertEqual(Self.overloadCount(VarNotification.self), 12)
        XCTAssertEqual(Self.overloadCount(ObservedNotification.self), 12)
    }

    /// What the `add(_:)` overloads collect from the same properties. (Written for each concrete type: in code
    /// generic over `NotificationModel`, `\.account` would be a key path through a protocol requirement.)
    private static func overloadCount(_ type: LetNotification.Type) -> Int {
        var collector = EntityKeyPathCollector<LetNotification, LetNotification>()
        collector.add(\.account); collector.add(\.mentioned); collector.add(\.followers); collector.add(\.blocked)
        collector.add(\.status); collector.add(\.reblog); collector.add(\.thread); collector.add(\.quotes)
        collector.add(\.card); collector.add(\.preview); collector.add(\.cards); collector.add(\.extraCards)
        return collector.keyPaths.count
    }

    private static func overloadCount(_ type: VarNotification.Type) -> Int {
        var collector = EntityKeyPathCollector<VarNotification, VarNotification>()
        collector.add(\.account); collector.add(\.mentioned); collector.add(\.followers); collector.add(\.blocked)
        collector.add(\.status); collector.add(\.reblog); collector.add(\.thread); collector.add(\.quotes)
        collector.add(\.card); collector.add(\.preview); collector.add(\.cards); collector.add(\.extraCards)
        return collector.keyPaths.count
    }

    private static func overloadCount(_ type: ObservedNotification.Type) -> Int {
        var collector = EntityKeyPathCollector<ObservedNotification, ObservedNotification>()
        collector.add(\.account); collector.add(\.mentioned); collector.add(\.followers); collector.add(\.blocked)
        collector.add(\.status); collector.add(\.reblog); collector.add(\.thread); collector.add(\.quotes)
        collector.add(\.card); collector.add(\.preview); collector.add(\.cards); collector.add(\.extraCards)
        return collector.keyPaths.count
    }

    /// A wrapper that is also `Identifiable`, held in a `let` and a `var`: kept as a wrapper.
    struct Home: Aggregate, Codable {
        let id: String
        let items: [Mastodon.TimelineItem]
        var head: Mastodon.TimelineItem?

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.addWrappers(\.items)
            collector.addOptionalWrapper(\.head)
            return collector.keyPaths
        }
    }

    func testAnIdentifiableWrapperIsKeptAsAWrapper() throws {
        let json = Data("""
        {"id": "home", "head": {"status": {"_0": {"id": "s1", "content": "first", "account": {"id": "a1", "displayName": "Ann"}}}},
         "items": [{"gap": {"_0": "1"}}, {"status": {"_0": {"id": "s1", "content": "first", "account": {"id": "a1", "displayName": "Ann"}}}},
                   {"status": {"_0": {"id": "s2", "content": "second", "account": {"id": "a2", "displayName": "Bob"}}}}]}
        """.utf8)
        let home = store.store(entity: try JSONDecoder().decode(Home.self, from: json))
        let recorder = record(home)
        XCTAssertNil(store.find(Mastodon.TimelineItem.self, id: "s1"), "not stored as an entity of its own")
        XCTAssertNotNil(store.find(Status.self, id: "s1"), "what it holds is")

        store.update(Account.self, id: "a1") { $0 = $0.renamed("Anna") }
        drain()
        XCTAssertEqual(home.value.items.map { $0.status?.account.displayName }, [nil, "Anna", "Bob"])
        XCTAssertEqual(home.value.head?.status?.account.displayName, "Anna")
        XCTAssertEqual(recorder.count, 1)

        store.remove(Status.self, id: "s1")
        drain()
        XCTAssertEqual(home.value.items.map(\.id), ["gap-1", "s2"], "the item holding it leaves the list")
        XCTAssertNil(home.value.head, "an optional wrapper becomes nil")
        XCTAssertEqual(recorder.count, 2)
    }

    /// A struct wrapper collecting its `let`s and `var`s relative to where its parent keeps it.
    struct SearchResults: EntityWrapper, Codable {
        let accounts: [Account]
        var top: Account?
        let statuses: [Status]?
        let groups: [[Account]]

        func wrappedEntitiesKeyPaths<Root>(relativeTo parent: WritableKeyPath<Root, Self>) -> [PartialIdentifiableKeyPath<Root>] {
            var collector = EntityKeyPathCollector(relativeTo: parent)
            collector.addEntities(\.accounts)
            collector.addOptionalEntity(\.top)
            collector.addOptionalAggregates(\.statuses)
            collector.addNested(\.groups)
            return collector.keyPaths
        }
    }

    struct SearchPage: Aggregate, Codable {
        let id: Int
        let results: SearchResults
        var previous: SearchResults?

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.addWrapper(\.results)
            collector.addOptionalWrapper(\.previous)
            return collector.keyPaths
        }
    }

    func testAWrapperCollectsItsPropertiesRelativeToItsParent() throws {
        let json = Data("""
        {"accounts": [{"id": "a1", "displayName": "Ann"}, {"id": "a2", "displayName": "Bob"}],
         "top": {"id": "a2", "displayName": "Bob"},
         "statuses": [{"id": "s2", "content": "second", "account": {"id": "a2", "displayName": "Bob"}}],
         "groups": [[{"id": "a2", "displayName": "Bob"}], [{"id": "a1", "displayName": "Ann"}, {"id": "a2", "displayName": "Bob"}]]}
        """.utf8)
        let results = try JSONDecoder().decode(SearchResults.self, from: json)
        let page = store.store(entity: SearchPage(id: 1, results: results, previous: results))
        let recorder = record(page)

        store.update(Account.self, id: "a2") { $0 = $0.renamed("Robert") }
        drain()
        for results in [page.value.results, page.value.previous] {
            XCTAssertEqual(results?.accounts.map(\.displayName), ["Ann", "Robert"])
            XCTAssertEqual(results?.top?.displayName, "Robert")
            XCTAssertEqual(results?.statuses?.map(\.account.displayName), ["Robert"])
            XCTAssertEqual(results?.groups.map { $0.map(\.displayName) }, [["Robert"], ["Ann", "Robert"]])
        }
        XCTAssertEqual(recorder.count, 1)

        store.remove(Account.self, id: "a2")
        drain()
        for results in [page.value.results, page.value.previous] {
            XCTAssertEqual(results?.accounts.map(\.id), ["a1"])
            XCTAssertNil(results?.top)
            XCTAssertEqual(results?.statuses?.count, 0, "the status holding it goes, and leaves the list")
            XCTAssertEqual(results?.groups.map { $0.map(\.id) }, [[], ["a1"]])
        }
        XCTAssertEqual(recorder.count, 2)
    }

    // MARK: - Nested collections

    /// Collections of collections, in `let`s and `var`s, optional or not, of entities and of aggregates.
    struct Suggestions: Aggregate, Codable {
        let id: String
        let mergedAccounts: [[Account]]
        var pinned: [[Account]]
        let maybeMerged: [[Account]]?
        var maybePinned: [[Account]]?
        var observed: [[Account]] { didSet {} }
        let threads: [[Status]]
        var maybeThreads: [[Status]]?
        let tags: [[String]]

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.addNested(\.id)
            collector.addNested(\.mergedAccounts)
            collector.addNested(\.pinned)
            collector.addNested(\.maybeMerged)
            collector.addNested(\.maybePinned)
            collector.addNested(\.observed)
            collector.addNested(\.threads)
            collector.addNested(\.maybeThreads)
            collector.addNested(\.tags)
            return collector.keyPaths
        }

        /// Every collection of accounts, for assertions.
        var accountGroups: [[[Account]]?] { [mergedAccounts, pinned, maybeMerged, maybePinned, observed] }
    }

    static let suggestionsJSON: Data = {
        let ann = #"{"id": "a1", "displayName": "Ann"}"#, bob = #"{"id": "a2", "displayName": "Bob"}"#
        let cid = #"{"id": "a3", "displayName": "Cid"}"#
        let groups = "[[\(ann), \(bob)], [\(cid), \(bob), \(ann)], []]"
        let s1 = #"{"id": "s1", "content": "first", "account": \#(ann)}"#
        let s2 = #"{"id": "s2", "content": "second", "account": \#(bob)}"#
        return Data("""
        {"id": "x", "mergedAccounts": \(groups), "pinned": \(groups), "maybeMerged": \(groups), "maybePinned": \(groups),
         "observed": \(groups), "threads": [[\(s1), \(s2)], [\(s2)]], "maybeThreads": [[\(s2)], [\(s1)]], "tags": [["a", "b"]]}
        """.utf8)
    }()

    func testNestedCollectionsFollowEveryPositionOfAnEntity() throws {
        let suggestions = try JSONDecoder().decode(Suggestions.self, from: Self.suggestionsJSON)
        XCTAssertEqual(suggestions.nestedEntitiesKeyPaths.count, 7, "`id` and `tags` hold no entity")
        let observer = store.store(entity: suggestions)
        let recorder = record(observer)

        store.update(Account.self, id: "a2") { $0 = $0.renamed("Robert") }
        drain()
        for groups in observer.value.accountGroups {
            XCTAssertEqual(groups?.map { $0.map(\.displayName) }, [["Ann", "Robert"], ["Cid", "Robert", "Ann"], []])
        }
        XCTAssertEqual(observer.value.threads.map { $0.map(\.account.displayName) }, [["Ann", "Robert"], ["Robert"]])
        XCTAssertEqual(observer.value.maybeThreads?.map { $0.map(\.account.displayName) }, [["Robert"], ["Ann"]])
        XCTAssertEqual(observer.value.tags, [["a", "b"]])
        XCTAssertEqual(recorder.count, 1)

        store.update(Status.self, id: "s2") { $0 = Status(id: $0.id, content: "edited", account: $0.account) }
        drain()
        XCTAssertEqual(observer.value.threads.map { $0.map(\.content) }, [["first", "edited"], ["edited"]])
        XCTAssertEqual(observer.value.maybeThreads?.map { $0.map(\.content) }, [["edited"], ["first"]])
        XCTAssertEqual(recorder.count, 2)
    }

    func testAnEntityRemovedFromANestedCollectionLeavesItsInnerCollections() throws {
        let observer = store.store(entity: try JSONDecoder().decode(Suggestions.self, from: Self.suggestionsJSON))
        let recorder = record(observer)

        XCTAssertTrue(store.remove(Account.self, id: "a2"))
        drain()
        XCTAssertFalse(observer.isRemoved)
        for groups in observer.value.accountGroups {
            XCTAssertEqual(groups?.map { $0.map(\.id) }, [["a1"], ["a3", "a1"], []], "removed from each inner array, the outer keeps its shape")
        }
        XCTAssertEqual(observer.value.threads.map { $0.map(\.id) }, [["s1"], []], "s2 cannot exist without a2: gone too")
        XCTAssertEqual(observer.value.maybeThreads?.map { $0.map(\.id) }, [[], ["s1"]])
        XCTAssertEqual(recorder.count, 1)

        // The positions left behind were renumbered, each inner array on its own.
        store.update(Account.self, id: "a1") { $0 = $0.renamed("Anna") }
        store.update(Account.self, id: "a3") { $0 = $0.renamed("Cidney") }
        drain()
        for groups in observer.value.accountGroups {
            XCTAssertEqual(groups?.map { $0.map(\.displayName) }, [["Anna"], ["Cidney", "Anna"], []])
        }
        XCTAssertEqual(recorder.count, 3)

        // An aggregate removed from nested collections of aggregates.
        XCTAssertTrue(store.remove(Status.self, id: "s1"))
        drain()
        XCTAssertEqual(observer.value.threads.map { $0.map(\.id) }, [[], []], "s2 went with a2, s1 now")
        XCTAssertEqual(observer.value.maybeThreads?.map { $0.map(\.id) }, [[], []])
        XCTAssertEqual(recorder.count, 4)
    }

    func testALateWriteDropsARemovedEntityFromItsInnerCollection() throws {
        let account = store.store(entity: Account(id: "a2", displayName: "Bob"), modifiedAt: 1)
        XCTAssertTrue(store.remove(Account.self, id: "a2", modifiedAt: 10))
        let observer = store.store(entity: try JSONDecoder().decode(Suggestions.self, from: Self.suggestionsJSON), modifiedAt: 5)
        XCTAssertFalse(observer.isRemoved)
        XCTAssertNil(store.find(Account.self, id: "a2"), "a late response does not bring it back")
        for groups in observer.value.accountGroups {
            XCTAssertEqual(groups?.map { $0.map(\.id) }, [["a1"], ["a3", "a1"], []])
        }
        XCTAssertEqual(observer.value.threads.map { $0.map(\.id) }, [["s1"], []], "s2 cannot exist without a2: dropped")
        XCTAssertNil(store.find(Status.self, id: "s2"))
        store.update(Account.self, id: "a1") { $0 = $0.renamed("Anna") }
        XCTAssertEqual(observer.value.mergedAccounts.map { $0.map(\.displayName) }, [["Anna"], ["Cid", "Anna"], []])
        XCTAssertEqual(observer.value.maybePinned?.map { $0.map(\.displayName) }, [["Anna"], ["Cid", "Anna"], []])
        withExtendedLifetime(account) {}
    }

    func testAMissingOptionalNestedCollectionHoldsNothingUntilItIsThere() throws {
        let ann = Account(id: "a1", displayName: "Ann")
        let empty = Suggestions(
            id: "x", mergedAccounts: [], pinned: [[ann]], maybeMerged: nil, maybePinned: nil, observed: [],
            threads: [], maybeThreads: nil, tags: []
        )
        let observer = store.store(entity: empty)
        store.update(Account.self, id: "a1") { $0 = $0.renamed("Anna") }
        XCTAssertEqual(observer.value.pinned.map { $0.map(\.displayName) }, [["Anna"]])
        XCTAssertNil(observer.value.maybeMerged)
        XCTAssertNil(observer.value.maybePinned)
        XCTAssertNil(observer.value.maybeThreads)

        var filled = observer.value
        let anna = filled.pinned[0][0]
        filled.maybePinned = [[], [anna]]
        filled.maybeThreads = [[Status(id: "s1", content: "first", account: anna)]]
        store.store(entity: filled)
        XCTAssertEqual(observer.value.maybePinned?.map { $0.map(\.displayName) }, [[], ["Anna"]])
        store.update(Account.self, id: "a1") { $0 = $0.renamed("Annie") }
        XCTAssertEqual(observer.value.maybePinned?.map { $0.map(\.displayName) }, [[], ["Annie"]])
        XCTAssertEqual(observer.value.maybeThreads?.map { $0.map(\.account.displayName) }, [["Annie"]])
    }

    func testANestedCollectionThatHoldsNoEntityAddsNothing() {
        var collector = EntityKeyPathCollector<Suggestions, Suggestions>()
        collector.addNested(\.tags)
        collector.addNested(\.id)
        XCTAssertEqual(collector.keyPaths.count, 0)

        // A flat collection of entities is not a nested one: generated code offers it to `addEntities`.
        var flat = EntityKeyPathCollector<SearchResults, SearchResults>()
        flat.addNested(\.accounts)
        XCTAssertEqual(flat.keyPaths.count, 0)
        flat.addNested(\.groups)
        XCTAssertEqual(flat.keyPaths.count, 1)
    }

    /// The same shapes collected by the classified functions generated code calls for a known element type.
    struct ClassifiedSuggestions: Aggregate, Codable {
        let id: String
        let mergedAccounts: [[Account]]
        var pinned: [[Account]]
        let maybeMerged: [[Account]]?
        var maybePinned: [[Account]]?
        var observed: [[Account]] { didSet {} }
        let threads: [[Status]]
        var maybeThreads: [[Status]]?

        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] {
            var collector = EntityKeyPathCollector<Self, Self>()
            collector.addNestedEntities(\.mergedAccounts)
            collector.addNestedEntities(\.pinned)
            collector.addOptionalNestedEntities(\.maybeMerged)
            collector.addOptionalNestedEntities(\.maybePinned)
            collector.addNestedEntities(\.observed)
            collector.addNestedAggregates(\.threads)
            collector.addOptionalNestedAggregates(\.maybeThreads)
            return collector.keyPaths
        }

        var accountGroups: [[[Account]]?] { [mergedAccounts, pinned, maybeMerged, maybePinned, observed] }
    }

    func testClassifiedNestedFunctionsKeepLetsVarsAndOptionalsInSync() throws {
        let suggestions = try JSONDecoder().decode(ClassifiedSuggestions.self, from: Self.suggestionsJSON)
        XCTAssertEqual(suggestions.nestedEntitiesKeyPaths.count, 7)
        let observer = store.store(entity: suggestions)
        let recorder = record(observer)

        store.update(Account.self, id: "a2") { $0 = $0.renamed("Robert") }
        store.update(Status.self, id: "s1") { $0 = Status(id: $0.id, content: "edited", account: $0.account) }
        drain()
        for groups in observer.value.accountGroups {
            XCTAssertEqual(groups?.map { $0.map(\.displayName) }, [["Ann", "Robert"], ["Cid", "Robert", "Ann"], []])
        }
        XCTAssertEqual(observer.value.threads.map { $0.map(\.content) }, [["edited", "second"], ["second"]])
        XCTAssertEqual(observer.value.maybeThreads?.map { $0.map(\.account.displayName) }, [["Robert"], ["Ann"]])
        XCTAssertEqual(recorder.count, 2)

        XCTAssertTrue(store.remove(Account.self, id: "a1"))
        drain()
        for groups in observer.value.accountGroups {
            XCTAssertEqual(groups?.map { $0.map(\.id) }, [["a2"], ["a3", "a2"], []])
        }
        XCTAssertEqual(observer.value.threads.map { $0.map(\.id) }, [["s2"], ["s2"]], "s1 cannot exist without a1")
        XCTAssertEqual(recorder.count, 3)
    }
}
