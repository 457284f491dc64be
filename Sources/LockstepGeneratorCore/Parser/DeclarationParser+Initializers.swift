/// Initializers of classes: an immutable `final class` is kept in sync by calling one that takes every stored
/// property, so the generator needs their external labels.
extension DeclarationParser {
    /// Records the initializer whose `init` keyword is just before `index` in the enclosing class or extension,
    /// when another file can call it as it is (see ``InitializerDeclaration``); `index` does not move.
    mutating func parseInitializer(modifiers: DeclarationModifiers) {
        let scope = scopes[scopes.count - 1]
        guard let typeIndex = scope.typeIndex, scope.kind == .class || scope.kind == .extension,
              !modifiers.isDeprecated, !modifiers.isUnavailable,
              max(modifiers.access ?? scope.memberDefaultAccess, scope.ceiling).isVisibleFromOtherFiles,
              index < tokens.count, isPunctuation(tokens[index], ASCII.openParen) else { return }
        var labels: [String] = []
        var elementStart = index + 1
        let close = scanEnd(from: index + 1, over: [.code, .angles], boundaries: false) { position in
            guard isPunctuation(tokens[position], ASCII.comma) else { return false }
            if position > elementStart { labels.append(text(tokens[elementStart])) }
            elementStart = position + 1
            return false
        }
        if close > elementStart { labels.append(text(tokens[elementStart])) }
        // `throws`, `rethrows` and `async` sit between the parameters and the body.
        var position = close + 1
        while position < tokens.count, tokens[position].kind == .identifier, !tokens[position].startsLine {
            if spells(tokens[position], "throws") || spells(tokens[position], "rethrows") || spells(tokens[position], "async") { return }
            position += 1
        }
        model.types[typeIndex].initializers.append(InitializerDeclaration(labels: labels))
    }
}
