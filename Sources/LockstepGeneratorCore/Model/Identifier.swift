/// Spelling rules for Swift identifiers.
enum Identifier {
    /// `` `default` `` → `default`: the name the compiler compares declarations by.
    static func bare(_ name: String) -> String {
        guard name.utf8.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") else { return name }
        return String(name.dropFirst().dropLast())
    }
}
