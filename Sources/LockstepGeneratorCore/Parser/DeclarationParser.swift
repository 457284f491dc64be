/// Builds a ``SourceFileModel`` from scanned tokens: finds type declarations (tracking their nesting),
/// their stored properties and enum cases, `#if` lines and imports, and attaches annotations.
///
/// It is a loop over tokens with an explicit scope stack, not a recursive-descent parser: bodies it does
/// not care about (functions, accessors, closures) are skipped by counting braces, so arbitrarily deep
/// nesting cannot overflow the stack. It recognises declarations, not full Swift: anything it does not
/// understand is skipped to the next line that starts a declaration.
struct DeclarationParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    let annotations: [AnnotationComment]
    /// The validated keyword of each annotation (`nil` when misspelled; already diagnosed).
    var annotationKeywords: [AnnotationKeyword?] = []
    /// The property names each annotation lists (`// lockstep: aggregate post, creator`), nil for none.
    var annotationLists: [[String]?] = []
    /// Types annotated through an extension elsewhere, by qualified name: parsed as if annotated themselves.
    let extensionAnnotations: [String: AnnotationKeyword]
    /// For a file of another module (read-only context), the least visible level a member another module can
    /// use has (`package` within the package, else `public`); nil for a file of the target.
    let contextAccess: AccessLevel?
    var sink: DiagnosticSink
    var model: SourceFileModel
    var index = 0
    /// Next annotation not yet attached or reported.
    var annotationCursor = 0
    /// Annotations before this token belong to an earlier declaration; later ones may lead the next one.
    var boundary = 0
    var scopes: [ParserScope]
    /// `#if` nesting at file level; imports inside `#if` are not copied.
    var fileDirectiveDepth = 0
    var deferredWarnings: [DeferredWarning] = []
    /// Whether the nesting-limit warning was already given (once per file is enough).
    var reportedNestingLimit = false
    /// Deepest type nesting whose bodies are parsed.
    static let maximumTypeNesting = 256

    init(bytes: UnsafeBufferPointer<UInt8>, scan: ScanResult, sink: DiagnosticSink,
         extensionAnnotations: [String: AnnotationKeyword] = [:], contextAccess: AccessLevel? = nil) {
        self.extensionAnnotations = extensionAnnotations
        self.contextAccess = contextAccess
        self.bytes = bytes
        self.tokens = scan.tokens
        self.annotations = scan.annotations
        self.sink = sink
        self.model = SourceFileModel(path: sink.path)
        self.scopes = [ParserScope(typeIndex: nil, path: "", kind: nil, memberDefaultAccess: .internal,
                                   ceiling: .open, isAnnotated: false)]
    }

    /// Parses the whole file.
    mutating func parse() -> SourceFileModel {
        validateAnnotations()
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .directive {
                handleDirective(token)
            } else if isPunctuation(token, ASCII.closeBrace) {
                settleAnnotations(before: index)
                if scopes.count > 1, let closed = scopes.removeLast().typeIndex { model.types[closed].endLine = token.line }
                index += 1
                boundary = index
            } else if isPunctuation(token, ASCII.semicolon) {
                index += 1
            } else {
                parseDeclaration()
            }
        }
        settleAnnotations(before: tokens.count)
        for warning in deferredWarnings where !warning.isCancelled {
            sink.warning(warning.message, line: warning.position.line, column: warning.position.column)
        }
        return model
    }

    // MARK: - Declarations

    /// Whether code generated in another file (of another module, for a context file) can name a member
    /// declared with `modifiers` in the current scope.
    func isVisible(_ modifiers: DeclarationModifiers) -> Bool {
        guard let contextAccess else { return modifiers.access.map(\.isVisibleFromOtherFiles) ?? true }
        return (modifiers.access ?? scopes[scopes.count - 1].memberDefaultAccess) <= contextAccess
    }

    /// Parses attributes and modifiers, then dispatches on the introducing keyword.
    private mutating func parseDeclaration() {
        let start = index
        var modifiers = DeclarationModifiers()
        while index < tokens.count {
            let token = tokens[index]
            if isPunctuation(token, ASCII.at) {
                parseAttribute(into: &modifiers)
            } else if token.keyword == .class, index + 1 < tokens.count,
                      tokens[index + 1].keyword.startsDeclaration, tokens[index + 1].keyword != .case {
                // `class var` / `class func`: a type-level member, like `static`.
                modifiers.isStatic = true
                index += 1
            } else if token.kind == .identifier, token.keyword.isModifier {
                parseModifier(token, into: &modifiers)
            } else {
                break
            }
        }
        let leading = takeLeadingAnnotations(start: start, keywordIndex: index)
        guard index < tokens.count else {
            report(leading, target: .other("nothing"))
            return
        }
        let keywordToken = tokens[index]
        switch keywordToken.keyword {
        case .struct, .class, .enum, .actor, .protocol, .extension:
            parseType(modifiers: modifiers, leading: leading)
        case .var, .let:
            parseVariable(modifiers: modifiers, leading: leading)
        case .case where scopes[scopes.count - 1].kind == .enum:
            parseCase(modifiers: modifiers, leading: leading)
        case .import:
            parseImport(start: start, leading: leading)
        case .typealias, .associatedtype:
            report(leading, target: .other(description(of: keywordToken)))
            parseAlias()
        case .func, .`init`, .deinit, .subscript:
            report(leading, target: .other(keywordToken.keyword == .func ? "a function" : "an \(keywordToken.keyword.spelling)"))
            index += 1
            if keywordToken.keyword == .func { parseFunctionName(isStatic: modifiers.isStatic) }
            if keywordToken.keyword == .`init` { parseInitializer(modifiers: modifiers) }
            skipFunction()
        default:
            report(leading, target: .other(description(of: keywordToken)))
            if index == start { index += 1 }
            skipStatement()
        }
        boundary = index
    }

    /// Looks at a function's name: a method may clash with a generated accessor, and `==` is a hand-written
    /// equality (a static one for its type; a file-level one for the types its parameters name).
    private mutating func parseFunctionName(isStatic: Bool) {
        guard index < tokens.count else { return }
        let nameToken = tokens[index]
        if nameToken.kind == .identifier {
            if !isStatic { recordMember(nameToken, .other("a method")) }
            if isStatic, spells(nameToken, "isStructurallyEqual"), let typeIndex = scopes[scopes.count - 1].typeIndex {
                model.types[typeIndex].declaresStructuralComparison = true
            }
            return
        }
        let isEquality = index + 2 < tokens.count && isPunctuation(nameToken, ASCII.equal)
            && isPunctuation(tokens[index + 1], ASCII.equal) && tokens[index + 1].start == nameToken.end
            && !(isPunctuation(tokens[index + 2], ASCII.equal) && tokens[index + 2].start == tokens[index + 1].end)
        guard isEquality else { return }
        if let typeIndex = scopes[scopes.count - 1].typeIndex {
            model.types[typeIndex].declaresEquality = true
            return
        }
        let parameters = index + 2
        guard isPunctuation(tokens[parameters], ASCII.openParen) else { return }
        let end = scanEnd(from: parameters + 1, over: .code, boundaries: false)
        for position in parameters..<end where tokens[position].kind == .identifier {
            model.equalityOperandNames.insert(text(tokens[position]))
        }
    }

    /// Consumes one modifier, including a parenthesised argument (`private(set)`, `nonisolated(unsafe)`).
    private mutating func parseModifier(_ token: Token, into modifiers: inout DeclarationModifiers) {
        index += 1
        let hasArgument = index + 2 < tokens.count && isPunctuation(tokens[index], ASCII.openParen)
            && tokens[index + 1].kind == .identifier && isPunctuation(tokens[index + 2], ASCII.closeParen)
        if hasArgument {
            if tokens[index + 1].keyword == .set, let level = AccessLevel(token.keyword) {
                modifiers.setterAccess = level
            }
            index += 3
            return
        }
        if let level = AccessLevel(token.keyword) {
            modifiers.access = level
        } else if token.keyword == .static {
            modifiers.isStatic = true
        } else if token.keyword == .lazy {
            modifiers.isLazy = true
        } else if token.keyword == .final {
            modifiers.isFinal = true
        }
    }

    /// Reads `@Name`, `@Module.Name`, `@Name<T>` and an argument list written right after it, noting what
    /// generation cares about: main-actor isolation, deprecation, and custom attributes (property wrappers, macros).
    private mutating func parseAttribute(into modifiers: inout DeclarationModifiers) {
        index += 1
        var lastName: Token?
        while index < tokens.count, tokens[index].kind == .identifier {
            lastName = tokens[index]
            index += 1
            guard index + 1 < tokens.count, isPunctuation(tokens[index], ASCII.dot),
                  tokens[index + 1].kind == .identifier else { break }
            index += 1
        }
        let argumentsStart = index
        // Arguments follow the name directly; Swift 5 mode also accepts a space before `(` (with a warning), and
        // before a declaration nothing else can start with one.
        while index < tokens.count, tokens[index].start == tokens[index - 1].end
                || (isPunctuation(tokens[index], ASCII.openParen) && !tokens[index].startsLine && index == argumentsStart),
              isPunctuation(tokens[index], ASCII.openParen) || isPunctuation(tokens[index], ASCII.less) {
            if isPunctuation(tokens[index], ASCII.openParen) {
                skipBalanced()
            } else {
                skipAngles()
            }
        }
        guard let name = lastName else { return }
        if spells(name, "MainActor") {
            modifiers.isMainActor = true
        } else if spells(name, "available") {
            for position in argumentsStart..<index where tokens[position].kind == .identifier {
                if spells(tokens[position], "deprecated") { modifiers.isDeprecated = true }
                if spells(tokens[position], "unavailable") { modifiers.isUnavailable = true }
            }
            // Anything naming a platform (`@available(iOS 17, *)`, `@available(iOS, deprecated: 18)`,
            // `@available(iOS, unavailable)`) is repeated on every extension of the type, as the compiler requires
            // there; `@available(*, …)` is what the two flags above record.
            let isEveryPlatform = argumentsStart + 1 < index && isPunctuation(tokens[argumentsStart + 1], ASCII.star)
            if !isEveryPlatform, index > argumentsStart {
                modifiers.availability.append("@available" + joinedText(from: argumentsStart, to: index))
            }
        } else if text(name).hasSuffix("Actor") {
            // Another global actor: no nonisolated witness can read the type.
            modifiers.isOtherActorIsolated = true
        } else if isCustomAttribute(name) {
            modifiers.hasCustomAttribute = true
            modifiers.customAttributeName = bareText(name)
            // `@Observable` adds `Observable` alone; the standard library's `@DebugDescription`, a static member.
            if !spells(name, "Observable"), !spells(name, "DebugDescription") { modifiers.noteMacro(named: bareText(name)) }
        }
    }

    /// Whether an attribute is a custom one (a property wrapper on a property, an attached macro on a type): a
    /// capitalised name that is neither one of the compiler's capitalised attributes nor a global actor.
    private func isCustomAttribute(_ name: Token) -> Bool {
        let first = bytes[name.start]
        guard first >= 0x41, first <= 0x5A else { return false }
        let spelled = text(name)
        return !spelled.hasSuffix("Actor") && !DeclarationParser.capitalisedBuiltinAttributes.contains(spelled)
    }

    /// Attributes spelled with a capital that are not property wrappers.
    private static let capitalisedBuiltinAttributes: Set<String> = [
        "Sendable", "NSManaged", "NSCopying", "IBOutlet", "IBInspectable", "GKInspectable", "IBAction", "IBSegueAction",
    ]

    private mutating func handleDirective(_ token: Token) {
        let kind: ConditionalDirective.Kind
        switch token.keyword {
        case .directiveIf: kind = .if
        case .directiveElseif: kind = .elseif
        case .directiveElse: kind = .else
        default: kind = .endif
        }
        let directive = ConditionalDirective(kind: kind, text: text(token))
        attachTrailingAnnotations(before: index)
        model.items.append(.directive(directive))
        let scope = scopes[scopes.count - 1]
        if let typeIndex = scope.typeIndex, scope.isAnnotated {
            model.types[typeIndex].items.append(.directive(directive))
        }
        if let typeIndex = scope.typeIndex, scope.isCompared {
            model.types[typeIndex].comparedMembers.append(.directive(directive))
        }
        if scopes.count == 1 {
            if kind == .if { fileDirectiveDepth += 1 }
            if kind == .endif { fileDirectiveDepth = max(0, fileDirectiveDepth - 1) }
        }
        scopes[scopes.count - 1].lastMembers = []
        index += 1
    }

    private mutating func parseImport(start: Int, leading: [Int]) {
        report(leading, target: .other("an import"))
        let line = tokens[index].line
        var end = index + 1
        while end < tokens.count, tokens[end].line == line, !tokens[end].startsLine,
              !isPunctuation(tokens[end], ASCII.semicolon) {
            end += 1
        }
        if scopes.count == 1, fileDirectiveDepth == 0 {
            let importText = joinedText(from: start, to: end)
            if !model.imports.contains(importText) { model.imports.append(importText) }
        }
        index = end
    }

    /// "a typealias", "a macro expansion", or the quoted token, for misplaced-annotation diagnostics.
    private func description(of token: Token) -> String {
        if token.kind == .pound { return "a macro expansion" }
        if token.keyword != .notKeyword {
            let spelling = token.keyword.spelling
            return (spelling.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + spelling
        }
        return "'\(text(token))'"
    }
}
