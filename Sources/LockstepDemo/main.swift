import Dispatch
import Foundation
import Lockstep

// lockstep-demo: three screens show the same data; a live feed changes it; every screen stays in sync.

// A command-line tool has no main run loop to deliver on: the screens render on a queue of their own.
let store = EntityStore(queue: DispatchQueue(label: "lockstep.demo.screens"), logger: ConsoleLogger())
let feed = LiveFeed(store: store, pause: CommandLine.arguments.contains("--fast") ? 0 : 0.4)

let ann = Author(id: 1, name: "Ann", followers: 120)
let bob = Author(id: 2, name: "Bob", followers: 45)
let welcome = Post(id: 10, title: "Hello, Lockstep", likes: 12, author: ann)
let tips = Post(id: 11, title: "Structs all the way", likes: 3, author: bob)
let more = Post(id: 12, title: "One source of truth", likes: 7, author: ann)

print("Lockstep demo: one store, three screens, one live feed.")
print("Every event carries the time the server sent it, its stamp: the store keeps the newest.")

var screens: [AnyObject] = []
// Three answers, each stamped when the server sent it: answers with equal stamps would reject each other's copy
// of Ann, since a write is accepted only when it is newer.
feed.event("GET /timeline, GET /profile/1, GET /me") { stamp in
    let items: [FeedItem] = [.post(welcome), .ad(Ad(id: "a1", sponsor: "Acme")), .post(tips), .post(more)]
    let timeline = store.store(entity: Timeline(id: "home", items: items, loadedAt: Date()), modifiedAt: stamp)
    let profile = store.store(entity: Profile(author: ann, pinned: welcome), modifiedAt: feed.clock.now())
    store.store(entity: ann, named: .currentUser, modifiedAt: feed.clock.now())
    screens.append(Screen("Timeline", observing: timeline, render: Rendering.timeline))
    screens.append(Screen("Profile", observing: profile, render: Rendering.profile))
    screens.append(Screen("Badge", observing: store.find(named: .currentUser), render: Rendering.badge))
}

// A websocket event the server stamps now, before the like, but that reaches us after the two events below.
let sentBeforeTheLike = feed.clock.now()

feed.event("ws: post 10 liked") { stamp in
    store.update(Post.self, id: 10, modifiedAt: stamp) { $0.likes += 1 }
}

feed.event("ws: author 1 renamed to Ann Lee") { stamp in
    store.update(Author.self, id: 1, modifiedAt: stamp) { $0.name = "Ann Lee" }
}

feed.event("ws: a late event, sent before that like: post 10's likes reset to 0") { _ in
    store.update(Post.self, id: 10, modifiedAt: sentBeforeTheLike) { $0.likes = 0 }
}

feed.event("ws: Ann gains 30 followers and Bob's post is liked, in one transaction") { stamp in
    store.transaction {
        store.update(Author.self, id: 1, modifiedAt: stamp) { $0.followers += 30 }
        store.update(Post.self, id: 11, modifiedAt: stamp) { $0.likes += 10 }
    }
}

feed.event("Ann signs out") { _ in
    store.removeAlias(named: .currentUser)
}

print("")
print("Every screen followed every accepted change; the stale event changed nothing.")
withExtendedLifetime(screens) {}
