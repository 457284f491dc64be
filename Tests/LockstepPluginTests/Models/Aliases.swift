import Lockstep

// The target's type aliases are seen through: `pages` is an array of entities (`addEntities`), `favourite` an
// optional one, and `title` a plain value that generates nothing.
typealias StickerList = [Sticker]
typealias MaybeSticker = Sticker?
typealias AlbumTitle = String

// lockstep: aggregate
struct StickerAlbum: Identifiable {
    var id: Int
    var title: AlbumTitle
    var pages: StickerList
    var favourite: MaybeSticker
}
