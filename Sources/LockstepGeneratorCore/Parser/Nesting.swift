/// The brackets a skip counts as nesting. `<`/`>` only count where they are known to be generic brackets
/// (types, attributes, headers), never in expressions, where they compare.
struct Nesting: OptionSet {
    let rawValue: UInt8

    static let parentheses = Nesting(rawValue: 1)
    static let squareBrackets = Nesting(rawValue: 2)
    static let braces = Nesting(rawValue: 4)
    static let angles = Nesting(rawValue: 8)

    /// Code: `( )`, `[ ]`, `{ }`.
    static let code: Nesting = [.parentheses, .squareBrackets, .braces]
    /// Types: `( )`, `[ ]`, `< >`.
    static let types: Nesting = [.parentheses, .squareBrackets, .angles]
}
