import Lockstep
import FederationAPI

// lockstep: aggregate
struct Federation: Identifiable {
    var id: Int
    var home: Instance
    var peers: [Instance]
    var blocked: Set<Instance>
    var byDomain: [String: Instance]
    var software: Software
    var transports: [Transport]
    var bans: [FederationAPI.Ban]
    var report: Report
    var followers: Set<Account>
    var remote: Remote
    var relays: Set<Relay>
    var peer: Namespace.Peer?
    var stats: Stats
    var lossy: [Lossy<Instance>]
    var page: Page<Instance>
}

// Unannotated, and holding a dependency's entity: reported like one holding the target's.
struct Stats {
    var busiest: Instance
}

// lockstep: wrapper
enum Link {
    case instance(Instance)
    case software(Software)
    case instances(Set<Instance>)
}

// An immutable final class is rebuilt around a dependency's entity as around its own.
// lockstep: aggregate
final class Mirror: Identifiable {
    let id: Int
    let origin: Instance
    let report: Report
    let owner: Account

    init(id: Int, origin: Instance, report: Report, owner: Account) {
        self.id = id
        self.origin = origin
        self.report = report
        self.owner = owner
    }
}

// A type parameter may shadow a dependency's name: left to the compiler.
// lockstep: wrapper
struct Page<Instance> {
    var items: [Instance]
}
