// A live list whose `where` closure calls the store it belongs to, as a mistaken app would: the list tests run this
// in a child process and check that it stops with a message naming the list instead of waiting forever. The
// argument says when the closure runs: `open` (the list is opened) or `write` (a write changes a post).
import Foundation
import Lockstep

/// Writes `line` at once: the process may stop right after, and `print` buffers what goes to a pipe.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

struct Post: Identifiable, Equatable, Sendable {
    let id: Int
    let title: String
}

let store = EntityStore(queue: DispatchQueue(label: "child"))
let whenWriting = CommandLine.arguments.dropFirst().first == "write"
let posts = store.store(entities: [Post(id: 1, title: "one")])
let list = store.entities(Post.self, where: { post in
    // Reading the store from the closure: it runs under the store's lock.
    guard whenWriting else { return store.find(Post.self, id: post.id) != nil }
    return post.title == "one" || store.find(Post.self, id: 1) != nil
})
say("opened \(list.value.count)")
store.store(entity: Post(id: 2, title: "two"))
say("written")
withExtendedLifetime(posts) {}
