import Lockstep

// The target's type aliases are seen through: a property typed with one holds what it stands for, decided and
// reported by the generator like a property written with that type.
struct Account: Identifiable, Hashable {
    var id: String
}

typealias AccountID = String
typealias Accounts = [Account]
typealias Followers = Set<Account>
typealias MaybeAccount = Account?
typealias Team = Accounts
typealias Page<Item> = [Item]

#if DEBUG
typealias Pick = Account
#else
typealias Pick = String
#endif

// lockstep: aggregate
struct Profile: Identifiable {
    var id: AccountID
    var owner: Account
    var friends: Accounts
    var followers: Followers
    var byName: [String: Accounts]
    var previous: MaybeAccount
    var candidates: [MaybeAccount]
    var team: Team?
    var page: Page<Account>
    var pick: Pick
    var stats: Stats
}

// Unannotated and holding entities through an alias: reported at the property.
struct Stats {
    var top: Accounts
}

// lockstep: wrapper
enum Slot {
    case account(Account)
    case team(Team)
    case followers(Followers)
    // An optional alias: the accessor, typed with it, would be a double optional; left to overload resolution.
    case maybe(MaybeAccount)
}

// Inside `Scoped`, `Accounts` is its own nested struct, not the alias.
// lockstep: aggregate
struct Scoped: Identifiable {
    struct Accounts: Hashable {}
    var id: Int
    var accounts: Accounts
}
