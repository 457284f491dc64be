import Dispatch
import Foundation
import Lockstep

// lockstep-demo: three screens show the same data; a live feed changes it; every screen stays in sync.

let queue = DispatchQueue(label: "lockstep.demo.screens")
let store = EntityStore(queue: queue, logger: ConsoleLogger())
let feed = LiveFeed(store: store, queue: queue, pause: CommandLine.arguments.contains("--fast") ? 0 : 0.4)

let ann = Author(id: 1, name: "Ann", followers: 120)
let bob = Author(id: 2, name: "Bob", followers: 45)
let welcome = Post(id: 10, title: "Hello, Lockstep", likes: 12, author: ann)
let tips = Post(id: 11, title: "Structs all the way", likes: 3, author: bob)
let more = Post(id: 12, title: "One source of truth", likes: 7, author: ann)

print("Lockstep demo: one store, three screens, one live feed.")

var screens: [AnyObject] = []
feed.event("GET /timeline (stamp 100), GET /profile/1 (stamp 100.5), GET /me (stamp 100.7)") {
    let timeline = store.store(entity: Timeline(id: "home", items: [.post(welcome), .ad(Ad(id: "a1", sponsor: "Acme")), .post(tips), .post(more)], loadedAt: Date()), modifiedAt: 100)
    let profile = store.store(entity: Profile(author: ann, pinned: welcome), modifiedAt: 100.5)
    store.store(entity: ann, named: .currentUser, modifiedAt: 100.7)
    screens.append(Screen("Timeline", observing: timeline, render: Rendering.timeline))
    screens.append(Screen("Profile", observing: profile, render: Rendering.profile))
    screens.append(Screen("Badge", observing: store.find(named: .currentUser), render: Rendering.badge))
}

feed.event("ws: post 10 liked (stamp 101)") {
    store.update(Post.self, id: 10, modifiedAt: 101) { $0.likes += 1 }
}

feed.event("ws: author 1 renamed to Ann Lee (stamp 102)") {
    store.update(Author.self, id: 1, modifiedAt: 102) { $0.name = "Ann Lee" }
}

feed.event("ws: late event from before the rename (stamp 99): likes reset to 0") {
    store.update(Post.self, id: 10, modifiedAt: 99) { $0.likes = 0 }
}

feed.event("ws: Ann gains 30 followers and Bob's post is liked, in one transaction (stamp 103)") {
    store.transaction {
        store.update(Author.self, id: 1, modifiedAt: 103) { $0.followers += 30 }
        store.update(Post.self, id: 11, modifiedAt: 103) { $0.likes += 10 }
    }
}

feed.event("Ann signs out") {
    store.removeAlias(named: .currentUser)
}

print("")
print("Every screen followed every accepted change; the stale event changed nothing.")
withExtendedLifetime(screens) {}
