/// `#sourceLocation` lines, which make the compiler report anything about the generated statements that follow
/// at the model's own line, in the model's own file.
enum SourceLocation {
    /// `#sourceLocation(file: "<path>", line: <line>)`: the next line is `line` of `path` (the path exactly as
    /// given to the generator, so output does not depend on the machine when paths are relative).
    static func line(path: String, line: Int, indent: String) -> String {
        var escaped = ""
        for character in path {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\(indent)#sourceLocation(file: \"\(escaped)\", line: \(line))\n"
    }

    /// `#sourceLocation()`: back to the generated file's own lines.
    static func reset(indent: String) -> String {
        "\(indent)#sourceLocation()\n"
    }
}
