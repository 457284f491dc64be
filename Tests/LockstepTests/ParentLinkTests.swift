import Foundation
import XCTest
@testable import Lockstep

/// A shared entity's links to its parents (`NodeBase.parents`): one record per slot holding it, in one array, a
/// parent holding the entity more than once having one per slot. Whatever order parents come, go and are released
/// in, every live parent keeps following the entity in every place it holds it, and a parent gone leaves nothing
/// behind (under Address Sanitizer, a slot left behind for a released parent would be written through once another
/// node took its address).
final class ParentLinkTests: StoreTestCase {
    struct Track: Identifiable, Codable, Equatable {
        let id: Int
        let title: String
    }

    /// A playlist holding its track twice in its list and once more as its featured track: three slots, one
    /// parent.
    struct Playlist: Aggregate, Codable, Equatable {
        let id: Int
        var tracks: [Track]
        var featured: Track?
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.tracks), .init(\.featured)] }
    }

    private static func decodedPlaylist(_ id: Int, track title: String = "Intro") throws -> Playlist {
        let json = """
            {"id": \(id), "tracks": [{"id": 7, "title": "\(title)"}, {"id": 8, "title": "Outro"}, {"id": 7, "title": "\(title)"}],
             "featured": {"id": 7, "title": "\(title)"}}
            """
        return try JSONDecoder().decode(Playlist.self, from: Data(json.utf8))
    }

    private func titles(_ playlist: EntityObserver<Playlist>) -> [String] {
        playlist.value.tracks.map(\.title) + [playlist.value.featured?.title ?? "-"]
    }

    private func linkCount() -> Int? {
        store.find(Track.self, id: 7)?.node.parents?.count
    }

    func testEveryPlaceOfEveryLiveParentFollowsTheEntityWhileParentsComeAndGo() throws {
        // More parents than the links search linearly, so that their index by slot is in use too.
        var playlists: [Int: EntityObserver<Playlist>] = [:]
        for id in 1...12 {
            playlists[id] = store.store(entity: try Self.decodedPlaylist(id))
        }
        XCTAssertEqual(linkCount(), 36, "one link per place each parent holds the track in")

        // The first parent, one in the middle and the last are released; their links go with them at the next
        // sweep.
        for id in [1, 6, 12] {
            playlists[id] = nil
        }
        sweep()
        store.store(entity: Track(id: 7, title: "Intro (live)"))
        XCTAssertEqual(linkCount(), 27, "the links of released parents go with them")
        for (_, playlist) in playlists {
            XCTAssertEqual(titles(playlist), ["Intro (live)", "Outro", "Intro (live)", "Intro (live)"])
        }

        // New parents, likely at the addresses the released ones left, then one parent lets go of the track.
        for id in 13...16 {
            playlists[id] = store.store(entity: try Self.decodedPlaylist(id, track: "Intro (live)"))
        }
        store.store(entity: Playlist(id: 3, tracks: [Track(id: 8, title: "Outro")], featured: nil))
        XCTAssertEqual(linkCount(), 36)
        store.store(entity: Track(id: 7, title: "Intro (remastered)"))
        for (id, playlist) in playlists where id != 3 {
            XCTAssertEqual(titles(playlist), ["Intro (remastered)", "Outro", "Intro (remastered)", "Intro (remastered)"], "playlist \(id)")
        }
        XCTAssertEqual(titles(playlists[3]!), ["Outro", "-"])

        // Removing the track drops it from every place of every parent, and its links go with it.
        let track = store.find(Track.self, id: 7)!
        XCTAssertTrue(store.remove(Track.self, id: 7))
        XCTAssertNil(track.node.parents)
        for (_, playlist) in playlists {
            XCTAssertEqual(playlist.value.tracks.map(\.id), [8])
            XCTAssertNil(playlist.value.featured)
        }
    }

    func testAParentLettingGoOfOneOfItsPlacesKeepsFollowingTheEntityInTheOthers() throws {
        let first = store.store(entity: try Self.decodedPlaylist(1))
        let second = store.store(entity: try Self.decodedPlaylist(2))
        // The first playlist keeps the track only as its featured one: one link left of its three.
        store.store(entity: Playlist(id: 1, tracks: [Track(id: 8, title: "Outro")], featured: Track(id: 7, title: "Intro")))
        XCTAssertEqual(linkCount(), 4)
        store.store(entity: Track(id: 7, title: "Intro (live)"))
        XCTAssertEqual(titles(first), ["Outro", "Intro (live)"])
        XCTAssertEqual(titles(second), ["Intro (live)", "Outro", "Intro (live)", "Intro (live)"])
        // The second lets go of the track entirely: its links go, the first's stays.
        store.store(entity: Playlist(id: 2, tracks: [], featured: nil))
        XCTAssertEqual(linkCount(), 1)
        store.store(entity: Track(id: 7, title: "Intro (remastered)"))
        XCTAssertEqual(titles(first), ["Outro", "Intro (remastered)"])
        XCTAssertEqual(titles(second), ["-"])
    }

    /// A station holding its track in its queue, where it can go, and as the one on air, where it cannot.
    struct Station: Aggregate, Codable, Equatable {
        let id: Int
        var queue: [Track]
        var onAir: Track
        var nestedEntitiesKeyPaths: [PartialIdentifiableKeyPath<Self>] { [.init(\.queue), .init(\.onAir)] }
    }

    func testARemovalRemovesAParentHoldingTheEntityWhereItCannotGoEvenIfItCanGoFromItsFirstPlace() throws {
        let intro = Track(id: 7, title: "Intro")
        let station = store.store(entity: Station(id: 1, queue: [intro], onAir: intro))
        let playlist = store.store(entity: try Self.decodedPlaylist(2))

        XCTAssertTrue(store.remove(Track.self, id: 7))

        XCTAssertTrue(station.isRemoved, "its track on air cannot go: the station goes with it")
        XCTAssertNil(store.find(Station.self, id: 1))
        XCTAssertFalse(playlist.isRemoved)
        XCTAssertEqual(titles(playlist), ["Outro", "-"])
    }
}
