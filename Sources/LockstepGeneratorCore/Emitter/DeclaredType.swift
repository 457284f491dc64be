/// One type the target declares, merged over its declaration and every extension of it in every file.
struct DeclaredType {
    /// Lexically qualified name (`Outer.Inner`).
    var qualifiedName: String
    /// struct, class, enum, actor or protocol.
    var kind: TypeKind
    /// The annotation of its declaration, if any.
    var annotation: AnnotationKeyword?
    /// Every name of every inheritance clause (last components).
    var inheritedNames: Set<String>
    /// An enum with no associated values anywhere: a value, even when `Identifiable` (a `Visibility` with
    /// `var id: String { rawValue }`).
    var isPayloadlessEnum: Bool
    /// Some declaration or extension of it carries an attached macro, which may add conformances.
    var hasMacroAttribute: Bool
    /// The first of those macros (`Model`), as warnings name it.
    var attachedMacro: String?
    /// How its `wrappedValue` is declared, if it declares one: whether a property it wraps can be written.
    var wrappedValue: DeclaredMember.Kind?
    /// Declared more than once (in `#if` branches): the declarations may say different things.
    var hasSeveralDeclarations = false
    /// Declared with generic parameters: a conformance may be conditional, so the generator does not decide.
    var isGeneric: Bool
    /// `@MainActor` on its declaration.
    var isMainActor: Bool
    /// Some declaration or extension of it declares `isStructurallyEqual`: its comparison is hand-written.
    var declaresStructuralComparison: Bool
    /// The initializers its declaration and extensions declare that another file can call (classes).
    var initializers: [InitializerDeclaration]
    /// What a value of it holds (see `TargetIndex+Holding`): decided once for the type rather than once per
    /// property that names it.
    var holding = Holding.unknown
    /// How it compares structurally, if it does: decided once, read by its own comparison and by every property
    /// of its type (which then compares through a call with a single candidate).
    var comparison: TargetIndex.Comparison?
}

extension DeclaredType {
    /// What the declaration `types[index]` says. (Read in place: passing the declaration would copy it out of
    /// the array.)
    init(_ types: [TypeDeclaration], at index: Int) {
        self.init(
            qualifiedName: types[index].qualifiedName, kind: types[index].kind, annotation: types[index].annotation,
            inheritedNames: types[index].inheritedNames,
            isPayloadlessEnum: types[index].kind == .enum && !types[index].hasPayloadCases,
            hasMacroAttribute: types[index].hasMacroAttribute, attachedMacro: types[index].attachedMacro, wrappedValue: types[index].members["wrappedValue"]?.kind,
            isGeneric: types[index].isGeneric, isMainActor: types[index].isMainActor,
            declaresStructuralComparison: types[index].declaresStructuralComparison, initializers: types[index].initializers)
    }

    /// Merges what the extension `types[index]` adds (read in place).
    mutating func add(_ types: [TypeDeclaration], at index: Int) {
        inheritedNames.formUnion(types[index].inheritedNames)
        hasMacroAttribute = hasMacroAttribute || types[index].hasMacroAttribute
        if attachedMacro == nil { attachedMacro = types[index].attachedMacro }
        declaresStructuralComparison = declaresStructuralComparison || types[index].declaresStructuralComparison
        initializers += types[index].initializers
        if wrappedValue == nil { wrappedValue = types[index].members["wrappedValue"]?.kind }
    }
}
