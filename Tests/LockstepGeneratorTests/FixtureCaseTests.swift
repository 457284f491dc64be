import XCTest

/// One test per folder of `Fixtures/`, so `swift test --filter FixtureCaseTests.testEnumWrapper` runs one case.
/// `FixtureTests.testEveryFixtureHasItsOwnTest` fails when a folder has no test here.
final class FixtureCaseTests: XCTestCase {
    func testAccessLevels() throws {
        try FixtureTests.check("access-levels")
    }

    func testAggregateBasics() throws {
        try FixtureTests.check("aggregate-basics")
    }

    func testAggregateWithoutID() throws {
        try FixtureTests.check("aggregate-without-id")
    }

    func testAnnotationDiagnostics() throws {
        try FixtureTests.check("annotation-diagnostics")
    }

    func testAnnotationPlacement() throws {
        try FixtureTests.check("annotation-placement")
    }

    func testAttributesAndPropertyWrappers() throws {
        try FixtureTests.check("attributes-and-property-wrappers")
    }

    func testClassDiagnostics() throws {
        try FixtureTests.check("class-diagnostics")
    }

    func testClasses() throws {
        try FixtureTests.check("classes")
    }

    func testConditionalCompilation() throws {
        try FixtureTests.check("conditional-compilation")
    }

    func testCrlfLineEndings() throws {
        try FixtureTests.check("crlf-line-endings")
    }

    func testDeprecatedMembers() throws {
        try FixtureTests.check("deprecated-members")
    }

    func testDiagnosticsAtColumns() throws {
        try FixtureTests.check("diagnostics-at-columns")
    }

    func testDiagnosedProperties() throws {
        try FixtureTests.check("diagnosed-properties")
    }

    func testEntityShapes() throws {
        try FixtureTests.check("entity-shapes")
    }

    func testEnumWrapper() throws {
        try FixtureTests.check("enum-wrapper")
    }

    func testEnumWrapperExistingMembers() throws {
        try FixtureTests.check("enum-wrapper-existing-members")
    }

    func testExistingConformance() throws {
        try FixtureTests.check("existing-conformance")
    }

    func testExoticSwift() throws {
        try FixtureTests.check("exotic-swift")
    }

    func testGenericConstraints() throws {
        try FixtureTests.check("generic-constraints")
    }

    func testIgnore() throws {
        try FixtureTests.check("ignore")
    }

    func testImmutableClasses() throws {
        try FixtureTests.check("immutable-classes")
    }

    func testImports() throws {
        try FixtureTests.check("imports")
    }

    func testLetProperties() throws {
        try FixtureTests.check("let-properties")
    }

    func testMainActor() throws {
        try FixtureTests.check("main-actor")
    }

    func testNameClashes() throws {
        try FixtureTests.check("name-clashes")
    }

    func testNearMissAnnotations() throws {
        try FixtureTests.check("near-miss-annotations")
    }

    func testNestedTypes() throws {
        try FixtureTests.check("nested-types")
    }

    func testNoAnnotations() throws {
        try FixtureTests.check("no-annotations")
    }

    func testObservableClasses() throws {
        try FixtureTests.check("observable-classes")
    }

    func testOrphanAnnotations() throws {
        try FixtureTests.check("orphan-annotations")
    }

    func testOtherModuleValues() throws {
        try FixtureTests.check("other-module-values")
    }

    func testPlainValues() throws {
        try FixtureTests.check("plain-values")
    }

    func testReachableComparisons() throws {
        try FixtureTests.check("reachable-comparisons")
    }

    func testReadOnlyAccessors() throws {
        try FixtureTests.check("read-only-accessors")
    }

    func testRegexAndRawStrings() throws {
        try FixtureTests.check("regex-and-raw-strings")
    }

    func testSeveralTypes() throws {
        try FixtureTests.check("several-types")
    }

    func testSkippedProperties() throws {
        try FixtureTests.check("skipped-properties")
    }

    func testStringsAndComments() throws {
        try FixtureTests.check("strings-and-comments")
    }

    func testStructWrapper() throws {
        try FixtureTests.check("struct-wrapper")
    }

    func testStructuralComparison() throws {
        try FixtureTests.check("structural-comparison")
    }

    func testStructuralEquality() throws {
        try FixtureTests.check("structural-equality")
    }

    func testTargetClassification() throws {
        try FixtureTests.check("target-classification")
    }

    func testUnterminatedLiterals() throws {
        try FixtureTests.check("unterminated-literals")
    }

    func testExtensionSameTarget() throws {
        try FixtureTests.check("extension-same-target")
    }

    func testExtensionInDependency() throws {
        try FixtureTests.check("extension-in-dependency")
    }

    func testExtensionExplicitList() throws {
        try FixtureTests.check("extension-explicit-list")
    }

    func testExtensionErrors() throws {
        try FixtureTests.check("extension-errors")
    }

    func testUnannotatedHolders() throws {
        try FixtureTests.check("unannotated-holders")
    }

    func testBitwiseProperties() throws {
        try FixtureTests.check("bitwise-properties")
    }

    func testContextTypes() throws {
        try FixtureTests.check("context-types")
    }

    func testMacroTypes() throws {
        try FixtureTests.check("macro-types")
    }

    func testTypeAliases() throws {
        try FixtureTests.check("type-aliases")
    }

    func testCutOffAlias() throws {
        try FixtureTests.check("cut-off-alias")
    }
}
