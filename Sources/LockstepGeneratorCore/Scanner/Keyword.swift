/// Identifiers the parser reacts to, recognised once while scanning so the parser compares small
/// integers instead of building a `String` per token (the 10 MB speed target depends on it).
enum Keyword: UInt8, Sendable, CaseIterable {
    /// Any other identifier, and every token that is not an identifier.
    case notKeyword
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    case `var`, `let`, `func`, `init`, `deinit`, `subscript`, `typealias`, `associatedtype`
    case `import`, `operator`, `precedencegroup`, `macro`, `case`
    case `static`, `lazy`, `public`, `package`, `internal`, `private`, `fileprivate`, `open`, `final`
    case `weak`, `unowned`, `mutating`, `nonmutating`, `override`, `required`, `convenience`, `dynamic`
    case `nonisolated`, `indirect`, `optional`, `prefix`, `postfix`, `infix`, `consuming`, `borrowing`
    case `distributed`, `where`, `willSet`, `didSet`, `set`
    // Statement and expression keywords: after them a `/` starts a regex literal, as after the words above.
    case `return`, `throw`, `try`, `await`, `in`, `if`, `guard`, `while`, `switch`, `else`, `repeat`, `is`, `as`
    case `do`, `catch`, `for`, `defer`
    case directiveIf, directiveElseif, directiveElse, directiveEndif

    /// The spelling in source; directives are spelled without their `#`.
    var spelling: String {
        switch self {
        case .notKeyword: return ""
        case .directiveIf: return "if"
        case .directiveElseif: return "elseif"
        case .directiveElse: return "else"
        case .directiveEndif: return "endif"
        default: return String(describing: self)
        }
    }

    /// Declaration modifiers: words that may precede `var`, `func`, `struct`… and carry no name.
    var isModifier: Bool {
        switch self {
        case .static, .lazy, .public, .package, .internal, .private, .fileprivate, .open, .final, .weak,
             .unowned, .mutating, .nonmutating, .override, .required, .convenience, .dynamic, .nonisolated,
             .indirect, .optional, .prefix, .postfix, .infix, .consuming, .borrowing, .distributed:
            return true
        default:
            return false
        }
    }

    /// Words that start a declaration (after modifiers). Used to find where an unterminated type or
    /// initializer expression ends, since Swift statements end at a newline without a `;`.
    var startsDeclaration: Bool {
        switch self {
        case .struct, .class, .enum, .actor, .protocol, .extension, .var, .let, .func, .`init`, .deinit,
             .subscript, .typealias, .associatedtype, .import, .operator, .precedencegroup, .macro, .case:
            return true
        default:
            return isModifier
        }
    }
}
