/// `#sourceLocation` lines, which make the compiler report anything about the generated statements that follow
/// at the model's own line, in the model's own file.
enum SourceLocation {
    /// Appends `#sourceLocation(file: "<path>", line: <line>)`: the next line is `line` of `path` (the path
    /// exactly as given to the generator, so output does not depend on the machine when paths are relative).
    static func appendLine(path: String, line: Int, indent: StaticString, to out: inout SourceText) {
        out += indent
        out += "#sourceLocation(file: \""
        appendEscaped(path, to: &out)
        out += "\", line: "
        out += line
        out += ")\n"
    }

    /// Appends `#sourceLocation()`: back to the generated file's own lines.
    static func appendReset(indent: StaticString, to out: inout SourceText) {
        out += indent
        out += "#sourceLocation()\n"
    }

    /// Appends `path` as the contents of a string literal. Paths almost never hold a quote or a backslash, and
    /// this runs for most generated statements, so that case appends the path itself.
    private static func appendEscaped(_ path: String, to out: inout SourceText) {
        // Through the contiguous bytes: a generic walk over the UTF-8 view costs several times as much per byte.
        let needsEscaping = path.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 == ASCII.quote || $0 == ASCII.backslash }
        } ?? path.utf8.contains { $0 == ASCII.quote || $0 == ASCII.backslash }
        guard needsEscaping else {
            out.append(path)
            return
        }
        var escaped = ""
        for character in path {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        out.append(escaped)
    }
}
