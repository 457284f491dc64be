import Dispatch
import Foundation
import Lockstep

/// `lockstep-demo --graph`: the store as the demo's first answers fill it (the timeline, Ann's profile, the
/// signed-in user), printed as Graphviz DOT with `EntityStore.graph()`. The picture in the documentation's
/// "Debugging what the store holds" article is this output, rendered with `dot -Tpng`.
enum DemoGraph {
    /// The DOT text of the demo's store after its first answers.
    static func dot() -> String {
        let store = EntityStore(queue: DispatchQueue(label: "lockstep.demo.graph"))
        let ann = Author(id: 1, name: "Ann", followers: 120)
        let bob = Author(id: 2, name: "Bob", followers: 45)
        let welcome = Post(id: 10, title: "Hello, Lockstep", likes: 12, author: ann)
        let tips = Post(id: 11, title: "Structs all the way", likes: 3, author: bob)
        let more = Post(id: 12, title: "One source of truth", likes: 7, author: ann)
        let items: [FeedItem] = [.post(welcome), .ad(Ad(id: "a1", sponsor: "Acme")), .post(tips), .post(more)]
        store.store(entity: Timeline(id: "home", items: items, loadedAt: Date()), named: .timeline, modifiedAt: 1)
        let profile = store.store(entity: Profile(author: ann, pinned: welcome), modifiedAt: 2)
        store.store(entity: ann, named: .currentUser, modifiedAt: 3)
        // The profile lives while observed, as on its screen: held until the graph is read.
        return withExtendedLifetime(profile) { store.graph() }
    }
}
