@testable import LockstepGeneratorCore
import XCTest

/// The scanner stage on its own: the tokens (kind, text, line and column) and annotation comments it hands the
/// declaration parser for Swift that is valid but easy to misread: nested comments, every kind of string and
/// regex literal, directives, backticked and Unicode names. A literal misread here would let its contents be
/// taken for declarations, so each test pins the exact token list, and the line of what follows.
final class ScannerTests: XCTestCase {
    func testNestedBlockCommentsAreSkippedWhole() {
        let scanned = StageInputs.scan("""
            a /* x /* y */ still comment */ b
            /* 1
               /* 2 */
               /* 3 /* 4
               */ */
            */ c
            """)
        XCTAssertEqual(scanned.tokens, ["1:1 identifier a", "1:33 identifier b", "6:4 identifier c"])
        XCTAssertTrue(scanned.unreadable.isEmpty)
    }

    func testMultiLineStringWithInterpolationHoldingQuotesAndParentheses() {
        // The interpolation holds a string whose text is `x)"` and a call: neither its `)` nor its `"` may end
        // anything early, and the `"""` inside the interpolated string literal must not close the outer one.
        let scanned = StageInputs.scan(#"""
            let s = """
                one \(a("x)\"")) two "quoted" ""
                three \(b(c(1), "(")) \("""
                    nested
                    """)
                """
            let t = 1
            """#)
        let literal = #"""
            """
                one \(a("x)\"")) two "quoted" ""
                three \(b(c(1), "(")) \("""
                    nested
                    """)
                """
            """#
        XCTAssertEqual(scanned.tokens, [
            "1:1 identifier let", "1:5 identifier s", "1:7 punctuation =", "1:9 string \(literal)",
            "7:1 identifier let", "7:5 identifier t", "7:7 punctuation =", "7:9 number 1",
        ])
    }

    func testRawStringsEndOnlyAtTheirOwnDelimiter() {
        let scanned = StageInputs.scan(##"""
            let a = #"say "hi" \(notInterpolated) \#(x) "#
            let b = ##"has "# inside, \#(x) and \"# too"##
            let c = #"""
                raw """ is not the end
                """#
            let d = 2
            """##)
        XCTAssertEqual(scanned.tokens, [
            "1:1 identifier let", "1:5 identifier a", "1:7 punctuation =",
            ##"1:9 string #"say "hi" \(notInterpolated) \#(x) "#"##,
            "2:1 identifier let", "2:5 identifier b", "2:7 punctuation =",
            ###"2:9 string ##"has "# inside, \#(x) and \"# too"##"###,
            "3:1 identifier let", "3:5 identifier c", "3:7 punctuation =",
            "3:9 string #\"\"\"\n    raw \"\"\" is not the end\n    \"\"\"#",
            "6:1 identifier let", "6:5 identifier d", "6:7 punctuation =", "6:9 number 2",
        ])
    }

    func testRawStringInterpolationIsReadAsCode() {
        // `\##(` opens an interpolation in a `##` raw string; the `")"` inside it is a string of its own.
        let scanned = StageInputs.scan(###"let e = ##"x \##(f(")")) y"## + 1"###)
        XCTAssertEqual(scanned.tokens, [
            "1:1 identifier let", "1:5 identifier e", "1:7 punctuation =", ###"1:9 string ##"x \##(f(")")) y"##"###,
            "1:31 punctuation +", "1:33 number 1",
        ])
    }

    func testBareRegexLiteralsVersusDivision() {
        // After `=` or `(` a `/` opens a regex, which may hold a quote or a brace; between operands it divides.
        let scanned = StageInputs.scan(#"""
            let r = /a"b{2}/
            let q = x / y / z
            let h = w/2
            f(/[a-z]+/)
            """#)
        XCTAssertEqual(scanned.tokens, [
            "1:1 identifier let", "1:5 identifier r", "1:7 punctuation =", #"1:9 string /a"b{2}/"#,
            "2:1 identifier let", "2:5 identifier q", "2:7 punctuation =", "2:9 identifier x", "2:11 punctuation /",
            "2:13 identifier y", "2:15 punctuation /", "2:17 identifier z",
            "3:1 identifier let", "3:5 identifier h", "3:7 punctuation =", "3:9 identifier w", "3:10 punctuation /",
            "3:11 number 2",
            "4:1 identifier f", "4:2 punctuation (", "4:3 string /[a-z]+/", "4:11 punctuation )",
        ])
    }

    func testExtendedRegexLiteralsIncludingMultiLine() {
        let scanned = StageInputs.scan(#"""
            let a = #/x/"}/#
            let b = #/
              // not a comment
              [a-z]+ "
              /#
            let c = 3
            """#)
        XCTAssertEqual(scanned.tokens, [
            "1:1 identifier let", "1:5 identifier a", "1:7 punctuation =", #"1:9 string #/x/"}/#"#,
            "2:1 identifier let", "2:5 identifier b", "2:7 punctuation =",
            "2:9 string #/\n  // not a comment\n  [a-z]+ \"\n  /#",
            "6:1 identifier let", "6:5 identifier c", "6:7 punctuation =", "6:9 number 3",
        ])
        XCTAssertTrue(scanned.annotations.isEmpty)
        XCTAssertTrue(scanned.unreadable.isEmpty)
    }

    func testAnnotationCommentsInEveryForm() {
        let scanned = StageInputs.scan("""
            // lockstep: aggregate
            struct A {
                /// lockstep: wrapper
                /* lockstep: ignore */ var x: Int
                var y: Int // lockstep:   ignore\u{20}\u{20}
                /* lockstep:
                   ignore */
                // the lockstep: docs say so
            }
            """)
        let annotations = scanned.annotations.map {
            "\($0.line):\($0.column) \($0.text) next=\($0.nextTokenIndex) trailing=\($0.isTrailing)"
        }
        // Token indices: struct 0, A 1, { 2, var 3, x 4, : 5, Int 6, var 7, y 8, : 9, Int 10, } 11.
        XCTAssertEqual(annotations, [
            "1:1 aggregate next=0 trailing=false",
            "3:5 wrapper next=3 trailing=false",
            "4:5 ignore next=3 trailing=false",
            "5:16 ignore next=11 trailing=true",
        ])
        XCTAssertEqual(scanned.annotations.map(\.nearMiss), [nil, nil, nil, nil])
        XCTAssertEqual(scanned.tokens.count, 12)
    }

    func testNearMissAnnotationsAndProseThatOnlyLooksLikeOne() {
        let scanned = StageInputs.scan("""
            // Lockstep: aggregate
            // lockstep aggregate
            // LOCKSTEP : Wrapper
            // Lockstep: the store keeps these in sync
            // lockstepaggregate
            // lockstep: agregate
            /** lockstep: ignore */
            """)
        let annotations = scanned.annotations.map { "\($0.line) \($0.text) \($0.nearMiss ?? "-")" }
        XCTAssertEqual(annotations, [
            "1 aggregate Lockstep: aggregate",
            "2 aggregate lockstep aggregate",
            "3 wrapper LOCKSTEP : Wrapper",
            "6 agregate -",
            "7 ignore -",
        ])
    }

    func testBacktickedIdentifiersAreNeverKeywords() {
        let scanned = StageInputs.scan("var `default`: `class`.`Type` = `init`")
        XCTAssertEqual(scanned.tokens, [
            "1:1 identifier var", "1:5 identifier `default`", "1:14 punctuation :", "1:16 identifier `class`",
            "1:23 punctuation .", "1:24 identifier `Type`", "1:31 punctuation =", "1:33 identifier `init`",
        ])
        XCTAssertEqual(scanned.keywords, [.var, .notKeyword, .notKeyword, .notKeyword, .notKeyword, .notKeyword,
                                          .notKeyword, .notKeyword])
    }

    func testConditionalDirectivesSpanTheirConditionWithoutTrailingComment() {
        let scanned = StageInputs.scan("""
            #if os(iOS) && DEBUG   // iOS only
            let a = 1
            #elseif canImport(UIKit) /* why */
            #else\t
            #warning("todo")
            #endif
            """)
        XCTAssertEqual(scanned.tokens, [
            "1:1 directive #if os(iOS) && DEBUG",
            "2:1 identifier let", "2:5 identifier a", "2:7 punctuation =", "2:9 number 1",
            "3:1 directive #elseif canImport(UIKit)",
            "4:1 directive #else",
            "5:1 pound #warning", "5:9 punctuation (", #"5:10 string "todo""#, "5:16 punctuation )",
            "6:1 directive #endif",
        ])
        XCTAssertEqual(scanned.keywords.filter { $0 != .notKeyword }, [.directiveIf, .let, .directiveElseif, .directiveElse,
                                                                        .directiveEndif])
    }

    func testUnicodeIdentifiersAndByteColumns() {
        // Columns count UTF-8 bytes, like the compiler's: `é` is two bytes, each CJK character three.
        let scanned = StageInputs.scan("let café = 名前 + 🙂x")
        XCTAssertEqual(scanned.tokens, [
            "1:1 identifier let", "1:5 identifier café", "1:11 punctuation =", "1:13 identifier 名前",
            "1:20 punctuation +", "1:22 identifier 🙂x",
        ])
    }

    func testLineCountingAcrossEveryMultiLineConstruct() {
        // Each construct spans lines differently; the final token's line proves none was miscounted.
        let scanned = StageInputs.scan(##"""
            /* a
             /* b */
            */
            let s = """
                \(f(")"))
                """
            let r = #"""
                raw
                """#
            let x = #/
              re
              /#
            // comment
            #if A
            #endif
            struct Last {}
            """##)
        XCTAssertEqual(scanned.tokens.suffix(4), ["16:1 identifier struct", "16:8 identifier Last",
                                                  "16:13 punctuation {", "16:14 punctuation }"])
        XCTAssertEqual(scanned.tokens.filter { $0.contains(" string ") }.map { String($0.prefix(4)) },
                       ["4:9 ", "7:9 ", "10:9"])
    }

    func testCarriageReturnsDoNotAddLines() {
        let scanned = StageInputs.scan("let a = 1\r\n// lockstep: ignore\r\nvar b\r\n")
        XCTAssertEqual(scanned.tokens, ["1:1 identifier let", "1:5 identifier a", "1:7 punctuation =", "1:9 number 1",
                                        "3:1 identifier var", "3:5 identifier b"])
        XCTAssertEqual(scanned.annotations.map(\.text), ["ignore"])
        XCTAssertEqual(scanned.annotations.map(\.line), [2])
    }

    func testStringEscapesAndCommentMarkersInsideLiterals() {
        // `//` and `/*` inside a string are text, and `\"` does not end it.
        let scanned = StageInputs.scan(#"let u = "http://x/*y \" // lockstep: aggregate" + 1"#)
        XCTAssertEqual(scanned.tokens, [
            "1:1 identifier let", "1:5 identifier u", "1:7 punctuation =",
            #"1:9 string "http://x/*y \" // lockstep: aggregate""#, "1:49 punctuation +", "1:51 number 1",
        ])
        XCTAssertTrue(scanned.annotations.isEmpty)
    }

    func testKeywordsAreRecognisedAtScanTime() {
        let scanned = StageInputs.scan("public final class C { lazy var x = 0; case y }")
        XCTAssertEqual(scanned.keywords, [.public, .final, .class, .notKeyword, .notKeyword, .lazy, .var,
                                          .notKeyword, .notKeyword, .notKeyword, .notKeyword, .case, .notKeyword,
                                          .notKeyword])
    }

    func testQuoteInARegexInsideAnInterpolationEndsNothingAsForTheCompiler() {
        // The compiler skips an interpolation by counting quotes and parentheses, not regex literals, so it reports
        // `"\(x.contains(/"/))"` as an unterminated string (checked with swiftc 6.3). The scanner must agree.
        let scanned = StageInputs.scan(#"let s = "\(x.contains(/"/))"; let t = 1"#)
        XCTAssertEqual(scanned.tokens, ["1:1 identifier let", "1:5 identifier s", "1:7 punctuation =",
                                        #"1:9 string "\(x.contains(/"/))"; let t = 1"#])
        XCTAssertEqual(scanned.unreadable.map { "\($0.line):\($0.column) \($0.what)" }, ["1:9 string literal"])
    }

    func testUnterminatedSingleLineStringStopsAtItsLine() {
        let scanned = StageInputs.scan("let s = \"open\nlet t = 2")
        XCTAssertEqual(scanned.tokens, ["1:1 identifier let", "1:5 identifier s", "1:7 punctuation =",
                                        "1:9 string \"open", "2:1 identifier let", "2:5 identifier t",
                                        "2:7 punctuation =", "2:9 number 2"])
        XCTAssertEqual(scanned.unreadable.map { "\($0.line):\($0.column) \($0.what)" }, ["1:9 string literal"])
    }
}
