// Every warning the generator gives about a type the target declares, at the property's line and the column
// of its name, in the generator's own words.
struct Account: Identifiable, Hashable { let id: Int }

// lockstep: wrapper
enum Media: Hashable {
    case account(Account)
    case pair(Account, Account)
    case coordinates(latitude: Double, longitude: Double)
    case labelled(String, count: Int)
}

struct Lossy<Element> {
    let value: Element?
}

@propertyWrapper
struct Frozen<Value> { let wrappedValue: Value }

@propertyWrapper
struct Logged<Value> {
    var wrappedValue: Value { didSet { print("written") } }
}

// lockstep: aggregate
struct Feed: Identifiable {
    let id: Int
    let followers: Set<Account>
    var byName: [String: Account]
    let slots: [Media: Account]?
    let maybe: [Account?]
    let deep: [[[Account]]]
    let mediaGrid: [[Media]]
    let guilds: [Lossy<Account>]
    let single: Lossy<Media>
    let fine: [Lossy<String>]
    var ignored: Set<Account> // lockstep: ignore
    @Frozen var frozen: Account
    @Logged var logged: Account
    @Logged private(set) var loggedPrivately: Account
}

// lockstep: aggregate
final class Session: Identifiable {
    let id: Int
    let owner: Account
    private(set) var editor: Account
    var media: Media?
    let count: Int
    init(id: Int, owner: Account, editor: Account) { (self.id, self.owner, self.editor, self.count) = (id, owner, editor, 0) }
}

// lockstep: aggregate
final class Shared: Identifiable, @unchecked Sendable {
    let id = 0
    var media: Media?
    var name = ""
}

// lockstep: wrapper
enum Pinned {
    case account(Account)
    case lossy(Lossy<Account>)
    var account: Account? { if case .account(let account) = self { return account }; return nil }
}
