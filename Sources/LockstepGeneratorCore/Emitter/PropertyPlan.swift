/// What generated code does about one property or case accessor, decided from its declared type.
enum PropertyPlan: Equatable {
    /// Nothing: it never holds entities.
    case skip
    /// `collector.<function>(\.name)`: a classified one (`addEntity`…), or, for a type the generator cannot
    /// classify, an overload family (`add`, `addNested`) that leaves the shape to overload resolution.
    case add(function: String)
    /// The generator warns at the declaration itself, and generates nothing for it.
    case report(SyncProblem.Reason, Holding)

    /// The plan for a value of `shape` that holds `holding` (an entity, aggregate or wrapper) in a struct, an
    /// enum's case accessor, or a class property that can be written.
    static func known(_ holding: Holding, _ shape: TypeShape) -> PropertyPlan {
        switch shape.container {
        case .set: return .report(.set, holding)
        case .dictionary: return .report(.dictionary, holding)
        case .none: break
        }
        if shape.hasInnerOptional { return .report(.optionalElements, holding) }
        let (kind, kinds): (String, String)
        switch holding {
        case .aggregate: (kind, kinds) = ("Aggregate", "Aggregates")
        case .wrapper: (kind, kinds) = ("Wrapper", "Wrappers")
        default: (kind, kinds) = ("Entity", "Entities")
        }
        let optional = shape.isOptional ? "Optional" : ""
        switch shape.arrayDepth {
        case 0: return .add(function: "add\(optional)\(kind)")
        case 1: return .add(function: "add\(optional)\(kinds)")
        case 2 where holding != .wrapper: return .add(function: "add\(optional)Nested\(kinds)")
        default: return .report(.deepNesting, holding)
        }
    }

    /// The overload family for a type the generator cannot classify: arrays of arrays have their own.
    static func unknown(_ shape: TypeShape?) -> PropertyPlan {
        guard let shape, shape.arrayDepth == 2, shape.container == .none, !shape.hasInnerOptional else {
            return .add(function: "add")
        }
        return .add(function: "addNested")
    }
}
