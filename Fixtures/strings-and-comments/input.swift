// lockstep: aggregate
struct Texts: Identifiable {
    var id: Int
    var plain = "// lockstep: aggregate } struct Fake {"
    var escaped = "quote \" and backslash \\ // lockstep: ignore"
    var interpolated = "a \(value("}", { "{" }(), (1 + (2))))" // the closing brace above is inside a string
    var raw = #"raw "quoted" \(not interpolation) // lockstep: wrapper"#
    var rawInterpolated = #"value \#(count + 1) "# + "x"
    var doubleRaw = ##"has "# inside // lockstep: aggregate"##
    var multiline = """
        // lockstep: aggregate
        struct NotReal {
            var fake: Book
        }
        \(nested("""
            inner // lockstep: ignore
            """))
        """
    var rawMultiline = #"""
        """ still inside
        // lockstep: wrapper
        """#
    /* block comment // lockstep: aggregate
       /* nested */ struct StillComment { }
    */
    var afterComment: Book
    var regexLike = "/*" // not a comment start
    var kept: Book
}

/*
// lockstep: aggregate
struct Commented {}
*/
