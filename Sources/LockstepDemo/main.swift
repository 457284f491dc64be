import Dispatch
import Foundation
import Lockstep

// lockstep-demo: four screens show the same data; a live feed changes it, adds a post and deletes one; every
// screen stays in sync, the unread count (a live list) included. The timeline is saved to disk, and the next run
// shows it before the network answers.

let options = DemoOptions(arguments: CommandLine.arguments.dropFirst())
if options.graph {
    // Only the graph goes to standard output, so that it can be piped to Graphviz.
    print(DemoGraph.dot(), terminator: "")
    exit(0)
}
// A command-line tool has no main run loop to deliver on: the screens render on a queue of their own.
let store = EntityStore(queue: DispatchQueue(label: "lockstep.demo.screens"), logger: ConsoleLogger())
let feed = LiveFeed(store: store, pause: options.fast ? 0 : 0.4)
let savedTimeline = SavedTimeline()

let ann = Author(id: 1, name: "Ann", followers: 120)
let bob = Author(id: 2, name: "Bob", followers: 45)
let welcome = Post(id: 10, title: "Hello, Lockstep", likes: 12, author: ann)
let tips = Post(id: 11, title: "Structs all the way", likes: 3, author: bob)
let more = Post(id: 12, title: "One source of truth", likes: 7, author: ann)

print("Lockstep demo: one store, four screens, one live feed, and a timeline saved to disk.")
print("Every event carries the time the server sent it, its stamp: the store keeps the newest.")
print("")

if options.reset {
    savedTimeline.reset()
}
// Before the network answers, as an app at launch: the timeline screen has the last run's data to show.
await savedTimeline.restore(into: store)
let saving = savedTimeline.startSaving(store)
var screens: [AnyObject] = [Screen("Timeline", observing: store.find(named: .timeline), render: Rendering.timeline)]
feed.settle()

// Three answers, each stamped when the server sent it: answers with equal stamps would reject each other's copy
// of Ann, since a write is accepted only when it is newer.
feed.event("GET /timeline, GET /profile/1, GET /me") { stamp in
    let items: [FeedItem] = [.post(welcome), .ad(Ad(id: "a1", sponsor: "Acme")), .post(tips), .post(more)]
    store.store(entity: Timeline(id: "home", items: items, loadedAt: Date()), named: .timeline, modifiedAt: stamp)
    let profile = store.store(entity: Profile(author: ann, pinned: welcome), modifiedAt: feed.clock.now())
    store.store(entity: ann, named: .currentUser, modifiedAt: feed.clock.now())
    screens.append(Screen("Profile", observing: profile, render: Rendering.profile))
    screens.append(Screen("Badge", observing: store.find(named: .currentUser), render: Rendering.badge))
}
// A live list: every post the store holds that you have not read, wherever it holds it (here, in the timeline and
// the profile), by title. No code of the feed below tells it anything: it follows every write. Opened once the
// network has answered, so that a post only the restored copy of the timeline held is gone by then.
let unread = store.entities(Post.self, where: { $0.readAt == nil }, sortedBy: { $0.title < $1.title })
screens.append(Screen("Unread", observing: unread, printsRepeats: false, render: Rendering.unread))
feed.settle()

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
let staleEventChangedNothing = store.find(Post.self, id: 10)?.value.likes == 13

feed.event("ws: Ann gains 30 followers and Bob's post is liked, in one transaction") { stamp in
    store.transaction {
        store.update(Author.self, id: 1, modifiedAt: stamp) { $0.followers += 30 }
        store.update(Post.self, id: 11, modifiedAt: stamp) { $0.likes += 10 }
    }
}

feed.event("ws: Bob posts “Live lists” (the timeline and the unread count show it in the same write)") { stamp in
    let post = Post(id: 13, title: "Live lists", likes: 0, author: bob)
    store.update(named: .timeline, modifiedAt: stamp) { $0.items.insert(.post(post), at: 0) }
}
let newPostIsUnread = unread.value.contains { $0.id == 13 }

// An optimistic like: shown at once; the server refuses it, and only it is rolled back.
var like: OptimisticUpdate?
feed.event("you like post 11: every screen shows it at once, before the server answers") { _ in
    like = store.optimistic { $0.update(Post.self, id: 11) { $0.likes += 1 } }
}
feed.event("ws: someone else likes post 11 while your like is in flight") { stamp in
    store.update(Post.self, id: 11, modifiedAt: stamp) { $0.likes += 1 }
}
feed.event("POST /posts/11/like refused: your like is rolled back, the other one stays") { _ in
    like?.rollback()
}
let refusedLikeRolledBack = store.find(Post.self, id: 11)?.value.likes == 14

feed.event("you read “Structs all the way”: it leaves the unread count") { stamp in
    store.update(Post.self, id: 11, modifiedAt: stamp) { $0.readAt = Date() }
}

// A slow GET /posts/10: the server answers now, with the post as it is now, but the answer arrives after the
// deletion below.
let slowAnswer = store.find(Post.self, id: 10).map { (post: $0.value, stamp: feed.clock.now()) }

feed.event("ws: post 10 was deleted (one remove: every screen that shows it drops it in the same write)") { stamp in
    store.remove(Post.self, id: 10, modifiedAt: stamp)
}
let deletionReachedEveryScreen = store.find(named: .timeline).value?.items.contains { $0.post?.id == 10 } == false
    && store.find(Profile.self, id: 1)?.value.pinned == nil

var lateCopy: EntityObserver<Post>?
feed.event("GET /posts/10 answers at last, with the post as it was before the deletion") { _ in
    if let slowAnswer {
        lateCopy = store.store(entity: slowAnswer.post, modifiedAt: slowAnswer.stamp)
    }
}
// Checked while `lateCopy` holds what it stored: a released entity would be missing from `find` anyway.
let lateEventStayedOut = slowAnswer != nil && store.find(Post.self, id: 10) == nil
withExtendedLifetime(lateCopy) {}

feed.event("Ann signs out") { _ in
    store.removeAlias(named: .currentUser)
}

print("")
await savedTimeline.finishSaving(saving)

// CI greps these sentences: they are printed only when the store really behaved so.
print("")
var failed = false
if staleEventChangedNothing {
    print("Every screen followed every accepted change; the stale event changed nothing.")
} else {
    print("BUG: the stale event changed post 10.")
    failed = true
}
if deletionReachedEveryScreen && lateEventStayedOut {
    print("The deleted post left the timeline and the profile in one write; the late event did not bring post 10 back.")
} else {
    print("BUG: post 10 is still shown, or the late event brought it back.")
    failed = true
}
if refusedLikeRolledBack {
    print("The refused like was rolled back; the like the server sent meanwhile stayed.")
} else {
    print("BUG: the refused like was not rolled back exactly.")
    failed = true
}
if newPostIsUnread && unread.value.map(\.id) == [13, 12] {
    print("The unread count followed the feed: the new post came in, the read post and the deleted one left.")
} else {
    print("BUG: the unread count shows \(unread.value.map(\.id)), not posts 13 and 12.")
    failed = true
}
withExtendedLifetime(screens) {}
exit(failed ? 1 : 0)
