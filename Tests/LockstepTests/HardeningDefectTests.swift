import XCTest
@testable import Lockstep

/// Defects found by the hardening tests (issue 6), each reduced to a minimal reproduction. They fail against
/// the current `Sources/` and are commented out until the runtime is fixed; re-enable each with its fix.
final class HardeningDefectTests: StoreTestCase {
    // DEFECT (semantics 4, found by RandomizedModelTests, seed 281303017 step 1566): storing a list equal to the
    // current one under a collection alias notifies the alias's observers with the unchanged value.
    // `EntityStore.store(entities:named:)` → `WriteOperation.link(alias:to:elements:)` sets the value and calls
    // `markChanged` unconditionally (the single-entity `link(alias:to:)` returns early when nothing changed).
    // Fails on this branch's base with: XCTAssertEqual failed: ("1") is not equal to ("0") - non-empty list.
    // main 9f6d3e1 ("A collection alias stored again with the same elements notifies nobody") fixes the
    // non-empty case but its early return requires `!children.isEmpty`, so re-storing an EMPTY list still
    // notifies: fails there with ("1") is not equal to ("0") - empty list (RandomizedModelTests seeds 1, 2, 3 find
    // it when `toleratesEqualRedelivery` is off).
    // When fixed: re-enable this test and drop `toleratesEqualRedelivery` in `ModelWatch.swift`/`RandomModelRun.swift`.
    //
    // func testStoringAnEqualListUnderACollectionAliasNotifiesNobody() {
    //     for books in [[Book(id: "b4", title: "C")], []] {
    //         _ = store.store(entities: books, named: .shelf)
    //         let recorder = record(store.find(named: AliasKey<[Book]>.shelf))
    //         _ = store.store(entities: books, named: .shelf)
    //         drain()
    //         XCTAssertEqual(recorder.count, 0, "semantics 4: an equal value notifies nobody - \(books.isEmpty ? "empty" : "non-empty") list")
    //     }
    // }

    // DEFECT (semantics 4 with 5, found by RandomizedModelTests with LOCKSTEP_RANDOM_SEED=3, step 314, and seeds
    // 1 and 2 through aggregate updates that change one of two slots holding the same id): when one call writes
    // the same id twice and the last occurrence equals the value stored before the call, the last occurrence
    // correctly wins, but the entity's observers (and those of every aggregate holding it) are notified with
    // the unchanged value. `WriteOperation.store(_:normalize:)` compares each occurrence with the node's value
    // *at that moment* and marks the node changed on the first, differing, occurrence; nothing compares the
    // final value with the value before the call. Fails with: ("["B"]") is not equal to ("[]").
    // When fixed: re-enable this test and drop `conflictingDuplicates` leniency in `RandomModelRun.step()`.
    //
    // func testTheSameIDTwiceEndingOnTheStoredValueNotifiesNobody() {
    //     let observer = store.store(entity: Book(id: "b1", title: "B"))
    //     let recorder = record(observer)
    //     _ = store.store(entities: [Book(id: "b1", title: "C"), Book(id: "b1", title: "B")])
    //     drain()
    //     XCTAssertEqual(observer.value.title, "B", "the last occurrence wins")
    //     XCTAssertEqual(recorder.values.map(\.title), [], "semantics 4: the call stored a value equal to the stored one")
    // }
}
