import Lockstep

// The standard library's `@DebugDescription` adds nothing the store cares about: `Sticker` is an entity the
// generator classifies itself (`addEntities`), rather than leaving it to overload resolution as it does for a
// type whose macro may add `Identifiable`.
@DebugDescription
struct Sticker: Identifiable, Equatable {
    var id: Int
    var text: String

    var debugDescription: String { "sticker \(id): \(text)" }
}

// lockstep: aggregate
struct StickerSheet: Identifiable {
    var id: Int
    var stickers: [Sticker]
    var cover: Sticker?
}
