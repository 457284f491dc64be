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

    init(bytes: UnsafeBufferPointer<UInt8>, scan: ScanResult, sink: DiagnosticSink) {
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
                if scopes.count > 1 { scopes.removeLast() }
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

    /// Parses attributes and modifiers, then dispatches on the introducing keyword.
    private mutating func parseDeclaration() {
        let start = index
        var modifiers = DeclarationModifiers()
        while index < tokens.count {
            let token = tokens[index]
            if isPunctuation(token, ASCII.at) {
                if index + 1 < tokens.count, text(tokens[index + 1]) == "MainActor" { modifiers.isMainActor = true }
                skipAttribute()
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
            parseCase(leading: leading)
        case .import:
            parseImport(start: start, leading: leading)
        case .func, .`init`, .deinit, .subscript:
            report(leading, target: .other(keywordToken.keyword == .func ? "a function" : "an \(keywordToken.keyword.spelling)"))
            index += 1
            if index < tokens.count, tokens[index].kind == .identifier {
                recordMemberName(tokens[index])
            }
            skipFunction()
        default:
            report(leading, target: .other(description(of: keywordToken)))
            if index == start { index += 1 }
            skipStatement()
        }
        boundary = index
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

    /// Skips `@Name`, `@Module.Name`, `@Name<T>` and an argument list written right after it.
    private mutating func skipAttribute() {
        index += 1
        while index < tokens.count, tokens[index].kind == .identifier {
            index += 1
            guard index + 1 < tokens.count, isPunctuation(tokens[index], ASCII.dot),
                  tokens[index + 1].kind == .identifier else { break }
            index += 1
        }
        while index < tokens.count, tokens[index].start == tokens[index - 1].end,
              isPunctuation(tokens[index], ASCII.openParen) || isPunctuation(tokens[index], ASCII.less) {
            if isPunctuation(tokens[index], ASCII.openParen) {
                skipBalanced()
            } else {
                skipAngles()
            }
        }
    }

    private mutating func handleDirective(_ token: Token) {
        let kind: ConditionalDirective.Kind
        switch token.keyword {
        case .directiveIf: kind = .if
        case .directiveElseif: kind = .elseif
        case .directiveElse: kind = .else
        default: kind = .endif
        }
        let directive = ConditionalDirective(kind: kind, text: text(token))
        model.items.append(.directive(directive))
        let scope = scopes[scopes.count - 1]
        if let typeIndex = scope.typeIndex, scope.isAnnotated {
            model.types[typeIndex].members.append(.directive(directive))
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

    /// Adds a member's name (backticks removed) to the enclosing type, to avoid generating it again.
    ///
    /// Only names that can clash with generated members are kept: the two protocol requirements
    /// anywhere, and every name in enums and extensions (where case accessors could clash). Recording
    /// every property of every struct was a measurable share of the run time on large corpora.
    mutating func recordMemberName(_ token: Token) {
        let scope = scopes[scopes.count - 1]
        guard let typeIndex = scope.typeIndex else { return }
        let length = token.end - token.start
        let mayClash = scope.kind == .enum || scope.kind == .extension
            || length == DeclarationParser.requirementNameLength || length == DeclarationParser.requirementNameLength + 1
        guard mayClash else { return }
        model.types[typeIndex].memberNames.insert(bareName(text(token)))
    }

    /// Length of `nestedEntitiesKeyPaths` (`wrappedEntitiesKeyPaths` is one byte longer).
    static let requirementNameLength = "nestedEntitiesKeyPaths".utf8.count

    /// "a typealias", "a macro expansion", or the quoted token, for misplaced-annotation diagnostics.
    private func description(of token: Token) -> String {
        if token.kind == .pound { return "a macro expansion" }
        if token.keyword != .none {
            let spelling = token.keyword.spelling
            return (spelling.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + spelling
        }
        return "'\(text(token))'"
    }
}
