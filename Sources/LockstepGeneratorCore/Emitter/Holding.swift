/// What a type holds as far as the store goes, decided by the generator from the target's own declarations.
enum Holding: Equatable {
    /// Never an entity: a standard value type, or a type the target declares that is neither `Identifiable`
    /// nor an entity wrapper. Generated code leaves such properties out.
    case plain
    /// An `Identifiable` value that is no aggregate.
    case entity
    /// An ``Aggregate`` (annotated `aggregate`, or conforming to `Aggregate`).
    case aggregate
    /// An entity wrapper (annotated `wrapper`, or conforming to `EntityWrapper`).
    case wrapper
    /// Declared elsewhere (another module, an alias, a type parameter), or conforming to a protocol the target
    /// does not declare: overload resolution on the property's type decides, when the target is compiled.
    case unknown

    /// Whether the store keeps something of this kind in sync.
    var holdsEntities: Bool { self == .entity || self == .aggregate || self == .wrapper }

    /// "an entity", "an entity wrapper": what a diagnostic says the property holds.
    var noun: String { self == .wrapper ? "an entity wrapper" : "an entity" }

    /// "entities", "entity wrappers".
    var plural: String { self == .wrapper ? "entity wrappers" : "entities" }
}
