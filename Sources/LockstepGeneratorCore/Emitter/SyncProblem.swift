/// Why a property's entities cannot be kept in sync, with the words that say so: the generator's own warning
/// for types the target declares, and the compiler-side ``Shim`` warning for types from other modules.
struct SyncProblem: Equatable {
    /// Why.
    enum Reason: Equatable {
        /// A property of a class with `var`s (or state another file cannot see), whose instances are shared.
        case sharedClass
        /// A property of an immutable class that has no initializer taking exactly its stored properties.
        case classWithoutInitializer
        /// A property of a class that inherits from what may be a superclass.
        case classInheritance(String)
        /// A wrapper, or arrays of arrays, in an immutable class: no rebuild function for that shape.
        case classShape
        /// A type from another module in an immutable class: the generator cannot tell which rebuild it needs.
        case classForeignType
        /// A property wrapper without a setter.
        case wrapperWithoutSetter
        /// A `private(set)` property behind a property wrapper.
        case wrappedRestrictedSetter
        /// A `Set` of entities.
        case set
        /// A `Dictionary` of entities.
        case dictionary
        /// An enum wrapper's own get-only accessor for a case.
        case getOnlyAccessor
        /// Optional entities inside a collection (`[Account?]`).
        case optionalElements
        /// Collections nested deeper than the store looks (`[[[Account]]]`, `[[Media]]`).
        case deepNesting
        /// Entities inside a generic type that is neither a collection nor a wrapper (`Lossy<Guild>`).
        case opaqueContainer(container: String, argument: String)
        /// `reason`, should the held type be an entity: its attached macro (`@Tracked`) may make it one, which the
        /// generator cannot tell (it reads no macro's expansion). Said by the generator, at the property: the
        /// compiler's warning would quote generated code.
        indirect case uncertain(type: String, macro: String, Reason)
    }

    /// The annotated type, as the message names it (`Mastodon.Status`).
    var typeName: String
    /// The property (or case accessor) name as written, backticks included.
    var property: String
    var reason: Reason
    /// What the property holds; `.unknown` in compiler-side warnings, which say "an entity".
    var holding: Holding
    /// About an enum case's accessor rather than a stored property.
    var isCase = false

    /// The warning: names the type, the property and the fix.
    var message: String {
        let type = typeName
        let name = Identifier.bare(property)
        let subject = "\(type).\(name)"
        let noun = holding.noun
        let plural = holding.plural
        let ignore = "mark the \(isCase ? "case" : "property") '// lockstep: ignore'"
        switch reason {
        case .sharedClass:
            return "\(subject) holds \(noun), but \(type) is a class with 'var's: its instances are shared on purpose, so the store never writes updates into one; make \(type) a struct, or a final class whose stored properties are all 'let's taken by one initializer (the store then builds a new instance), or \(ignore)"
        case .classWithoutInitializer:
            return "\(subject) holds \(noun), but \(type) has no initializer taking exactly its stored properties (each by its name, none deprecated or with an initial value), so the store cannot build an updated instance; add one, or \(ignore)"
        case .classInheritance(let superclass):
            return "\(subject) holds \(noun), but \(type) lists '\(superclass)', which may be a superclass whose stored properties generated code cannot pass on, so the store cannot build an updated instance; make \(type) a struct, or a final class without a superclass, or \(ignore)"
        case .classShape:
            return "\(subject) holds \(plural) in a shape the store cannot rebuild a class around (an entity wrapper, or arrays of arrays); make \(type) a struct, or \(ignore)"
        case .classForeignType:
            return "\(subject) holds \(noun) of a type from another module, and generated code rebuilds \(type) only around the target's own types; declare the type in this target, make \(type) a struct, or \(ignore)"
        case .wrapperWithoutSetter:
            return "\(subject) holds \(noun), but its property wrapper has no setter, so the store cannot write updates into it; give the wrapper a settable 'wrappedValue', or \(ignore)"
        case .wrappedRestrictedSetter:
            return "\(subject) holds \(noun) behind a property wrapper and a private setter, so the store cannot write updates into it; make the setter internal, or \(ignore)"
        case .set:
            return "\(subject) holds a Set of \(plural), which has no positions to write updates into; use an Array, or \(ignore)"
        case .dictionary:
            return "\(subject) holds a Dictionary of \(plural), which the store does not keep in sync; use an Array, or \(ignore)"
        case .getOnlyAccessor:
            return "\(subject) holds \(noun), but \(type)'s own '\(name)' has no setter, so updates cannot be written into case '.\(name)'; add a 'set', or remove '\(name)' to have it generated"
        case .optionalElements:
            return "\(subject) holds optional \(plural) inside a collection, which the store cannot keep in sync; make the elements non-optional, or \(ignore)"
        case .deepNesting:
            return "\(subject) holds \(plural) in collections nested deeper than the store keeps in sync (an array of arrays of entities at most); flatten them, or \(ignore)"
        case .opaqueContainer(let container, let argument):
            return "\(subject) holds \(argument) inside \(container), which is not an entity wrapper, so the store cannot reach it; annotate \(container) '// lockstep: wrapper', or \(ignore)"
        case .uncertain(let held, let macro, let inner):
            let cannotTell = "'@\(macro)' may make \(held) an entity, which lockstep-gen cannot tell"
            // Listing `Identifiable` is all a rebuildable class needs: the generator then knows which rebuild applies.
            if inner == .classForeignType {
                return "\(cannotTell); if it does, list 'Identifiable' on \(held) so that the store can rebuild \(type) around \(subject), or \(ignore)"
            }
            var certain = self
            certain.reason = inner
            return "\(cannotTell) (if it does, list 'Identifiable' on \(held)); then \(certain.message)"
        }
    }
}
