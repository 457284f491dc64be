import XCTest
@testable import Lockstep

/// Defects found by the hardening tests (issue 6), each reduced to a minimal reproduction. They fail against
/// the current `Sources/` and are commented out until the runtime is fixed; re-enable each with its fix.
final class HardeningDefectTests: StoreTestCase {
    // DEFECT (semantics 4, found by RandomizedModelTests, seed 281303017 step 1566): storing a list equal to the
    // current one under a collection alias notifies the alias's observers with the unchanged value.
    // `EntityStore.store(entities:named:)` → `WriteOperation.link(alias:to:elements:)` sets the value and calls
    // `markChanged` unconditionally (the single-entity `link(alias:to:)` returns early when nothing changed).
    // Fails with: XCTAssertEqual failed: ("1") is not equal to ("0").
    // When fixed: re-enable this test and drop `toleratesEqualRedelivery` in `ModelWatch.swift`/`RandomModelRun.swift`.
    //
    // func testStoringAnEqualListUnderACollectionAliasNotifiesNobody() {
    //     let books = [Book(id: "b4", title: "C")]
    //     _ = store.store(entities: books, named: .shelf)
    //     let recorder = record(store.find(named: AliasKey<[Book]>.shelf))
    //     _ = store.store(entities: books, named: .shelf)
    //     drain()
    //     XCTAssertEqual(recorder.count, 0, "semantics 4: an equal value notifies nobody")
    // }
}
