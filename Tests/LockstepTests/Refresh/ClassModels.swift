import Foundation
@_spi(Generated) @testable import Lockstep

// API model classes as a Mastodon client writes them: `final`, `let`s only, a memberwise initializer. The
// conformances are written by hand in the form `lockstep-gen` writes them (a rebuild through the initializer for
// each property holding entities; a property-by-property comparison).

final class ClassAccount: Codable, Identifiable, Sendable {
    let id: String
    let username: String
    let displayName: String

    init(id: String, username: String, displayName: String) {
        self.id = id
        self.username = username
        self.displayName = displayName
    }
}

extension ClassAccount: StructurallyComparable {
    static func isStructurallyEqual(_ lhs: ClassAccount, _ rhs: ClassAccount) -> Bool {
        if lhs === rhs { return true }
        guard StructuralComparison.isEqual(lhs.id, rhs.id) else { return false }
        guard StructuralComparison.isEqual(lhs.username, rhs.username) else { return false }
        guard StructuralComparison.isEqual(lhs.displayName, rhs.displayName) else { return false }
        return true
    }
}

final class ClassStatus: Codable, Identifiable, Sendable {
    let id: String
    let account: ClassAccount
    let content: String
    let reblog: ClassStatus?

    init(id: String, account: ClassAccount, content: String, reblog: ClassStatus?) {
        self.id = id
        self.account = account
        self.content = content
        self.reblog = reblog
    }
}

extension ClassStatus: Aggregate {
    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<ClassStatus>] {
        var collector = EntityKeyPathCollector<ClassStatus, ClassStatus>()
        collector.addEntity(\.account) { ClassStatus(id: $0.id, account: $1, content: $0.content, reblog: $0.reblog) }
        collector.addOptionalAggregate(\.reblog) { ClassStatus(id: $0.id, account: $0.account, content: $0.content, reblog: $1) }
        return collector.keyPaths
    }
}

extension ClassStatus: StructurallyComparable {
    static func isStructurallyEqual(_ lhs: ClassStatus, _ rhs: ClassStatus) -> Bool {
        if lhs === rhs { return true }
        guard StructuralComparison.isEqual(lhs.id, rhs.id) else { return false }
        guard StructuralComparison.isEqual(lhs.account, rhs.account) else { return false }
        guard StructuralComparison.isEqual(lhs.content, rhs.content) else { return false }
        guard StructuralComparison.isEqual(lhs.reblog, rhs.reblog) else { return false }
        return true
    }
}

final class ClassNotification: Codable, Identifiable, Sendable {
    let id: String
    let type: String
    let account: ClassAccount
    let status: ClassStatus?
    let others: [ClassAccount]

    init(id: String, type: String, account: ClassAccount, status: ClassStatus?, others: [ClassAccount]) {
        self.id = id
        self.type = type
        self.account = account
        self.status = status
        self.others = others
    }
}

extension ClassNotification: Aggregate {
    var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<ClassNotification>] {
        var collector = EntityKeyPathCollector<ClassNotification, ClassNotification>()
        collector.addEntity(\.account) { ClassNotification(id: $0.id, type: $0.type, account: $1, status: $0.status, others: $0.others) }
        collector.addOptionalAggregate(\.status) { ClassNotification(id: $0.id, type: $0.type, account: $0.account, status: $1, others: $0.others) }
        collector.addEntities(\.others) { ClassNotification(id: $0.id, type: $0.type, account: $0.account, status: $0.status, others: $1) }
        return collector.keyPaths
    }
}

extension ClassNotification: StructurallyComparable {
    static func isStructurallyEqual(_ lhs: ClassNotification, _ rhs: ClassNotification) -> Bool {
        if lhs === rhs { return true }
        guard StructuralComparison.isEqual(lhs.id, rhs.id) else { return false }
        guard StructuralComparison.isEqual(lhs.type, rhs.type) else { return false }
        guard StructuralComparison.isEqual(lhs.account, rhs.account) else { return false }
        guard StructuralComparison.isEqual(lhs.status, rhs.status) else { return false }
        guard StructuralComparison.isEqual(lhs.others, rhs.others) else { return false }
        return true
    }
}

enum ClassJSON {
    static func account(_ id: String, _ name: String) -> String {
        #"{"id": "\#(id)", "username": "user\#(id)", "displayName": "\#(name)"}"#
    }

    /// Three statuses by account 1 (one a reblog of account 2's status, which account 1 wrote about), and two
    /// notifications showing account 1.
    static func statuses(name: String = "Ann") -> Data {
        let ann = account("1", name), bob = account("2", "Bob")
        return Data("""
        [{"id": "10", "account": \(ann), "content": "first", "reblog": null},
         {"id": "11", "account": \(bob), "content": "second",
          "reblog": {"id": "12", "account": \(ann), "content": "third", "reblog": null}},
         {"id": "13", "account": \(ann), "content": "fourth", "reblog": null}]
        """.utf8)
    }

    static func notifications(name: String = "Ann") -> Data {
        let ann = account("1", name), bob = account("2", "Bob")
        return Data("""
        [{"id": "n1", "type": "mention", "account": \(bob), "others": [\(ann)],
          "status": {"id": "10", "account": \(ann), "content": "first", "reblog": null}},
         {"id": "n2", "type": "follow", "account": \(ann), "status": null, "others": []}]
        """.utf8)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ data: Data) -> T {
        // The fixtures are built above; decoding them cannot fail.
        try! JSONDecoder().decode(type, from: data)
    }
}
