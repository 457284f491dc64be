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
        // Spelled out: this runs for every entity property of the target, and a literal costs nothing.
        switch (holding, shape.isOptional, shape.arrayDepth) {
        case (.aggregate, false, 0): return .add(function: "addAggregate")
        case (.aggregate, true, 0): return .add(function: "addOptionalAggregate")
        case (.aggregate, false, 1): return .add(function: "addAggregates")
        case (.aggregate, true, 1): return .add(function: "addOptionalAggregates")
        case (.aggregate, false, 2): return .add(function: "addNestedAggregates")
        case (.aggregate, true, 2): return .add(function: "addOptionalNestedAggregates")
        case (.wrapper, false, 0): return .add(function: "addWrapper")
        case (.wrapper, true, 0): return .add(function: "addOptionalWrapper")
        case (.wrapper, false, 1): return .add(function: "addWrappers")
        case (.wrapper, true, 1): return .add(function: "addOptionalWrappers")
        case (_, false, 0): return .add(function: "addEntity")
        case (_, true, 0): return .add(function: "addOptionalEntity")
        case (_, false, 1): return .add(function: "addEntities")
        case (_, true, 1): return .add(function: "addOptionalEntities")
        case (.wrapper, _, 2): return .report(.deepNesting, holding)
        case (_, false, 2): return .add(function: "addNestedEntities")
        case (_, true, 2): return .add(function: "addOptionalNestedEntities")
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
