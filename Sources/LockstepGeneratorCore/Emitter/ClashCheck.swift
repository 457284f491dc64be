/// Finds wrapped enum cases whose accessor cannot be generated because the target already declares a member of
/// that name that is no property (`func value()` beside `case value(User)`): generating it would not compile,
/// and leaving the case out silently would stop it syncing. Looks at every file of the target.
enum ClashCheck {
    static func diagnostics(_ models: [SourceFileModel], index: TargetIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for model in models {
            // By index: a `for type in` binding would copy every type of the target, not only the wrapped enums.
            for typeIndex in model.types.indices where model.types[typeIndex].annotation == .wrapper && model.types[typeIndex].kind == .enum {
                let type = model.types[typeIndex]
                guard let summary = index.summaries[type.qualifiedName] else { continue }
                for item in type.items {
                    guard case .enumCase(let enumCase) = item, !enumCase.isIgnored else { continue }
                    let name = Identifier.bare(enumCase.name)
                    guard let member = summary.members[name], case .other(let what) = member.kind else { continue }
                    let place = "\(member.path):\(member.position.line)"
                    diagnostics.append(Diagnostic(
                        path: model.path, line: enumCase.position.line, column: enumCase.position.column, severity: .warning,
                        message: "case '\(name)' of '\(type.qualifiedName)' cannot be kept in sync: \(type.qualifiedName) already declares \(what) '\(name)' (\(place)), so no '\(name)' accessor can be generated; rename one of them, or mark the case '// lockstep: ignore'"))
                }
            }
        }
        return diagnostics
    }
}
