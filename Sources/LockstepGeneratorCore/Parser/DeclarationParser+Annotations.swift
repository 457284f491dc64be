/// Attaching annotation comments to declarations, and every diagnostic about misplaced annotations.
extension DeclarationParser {
    /// Checks every annotation's keyword once, so a misspelling is reported exactly once wherever it is.
    mutating func validateAnnotations() {
        annotationKeywords.reserveCapacity(annotations.count)
        annotationLists.reserveCapacity(annotations.count)
        for annotation in annotations {
            let (word, names) = DeclarationParser.splitNames(annotation.text)
            if let keyword = AnnotationKeyword(rawValue: word) {
                annotationLists.append(names)
                guard keyword != .ignore || names == nil, names?.isEmpty != true else {
                    annotationKeywords.append(nil)
                    let message = keyword == .ignore
                        ? "'lockstep: ignore' takes no property names"
                        : "expected property names separated by commas after 'lockstep: \(keyword.rawValue)', as in '// lockstep: \(keyword.rawValue) post, creator'"
                    sink.error(message, line: annotation.line, column: annotation.column)
                    continue
                }
                annotationKeywords.append(keyword)
                if let written = annotation.nearMiss {
                    sink.warning("'\(written)' is read as the annotation 'lockstep: \(keyword.rawValue)'; write it as '// lockstep: \(keyword.rawValue)'",
                                 line: annotation.line, column: annotation.column)
                }
                continue
            }
            annotationKeywords.append(nil)
            annotationLists.append(nil)
            let expected = "expected 'aggregate', 'wrapper' or 'ignore'"
            let message: String
            if annotation.text.isEmpty {
                message = "empty lockstep annotation; \(expected)"
            } else if let suggestion = EditDistance.closest(to: annotation.text, among: AnnotationKeyword.allCases.map(\.rawValue)) {
                message = "unknown lockstep annotation '\(annotation.text)'; did you mean '\(suggestion)'?"
            } else {
                message = "unknown lockstep annotation '\(annotation.text)'; \(expected)"
            }
            sink.error(message, line: annotation.line, column: annotation.column)
        }
    }

    /// `aggregate post, creator` → (`aggregate`, [`post`, `creator`]); `aggregate` → (`aggregate`, nil). Names
    /// are `[]` when the text after the keyword is not a comma-separated list of identifiers (reported).
    static func splitNames(_ text: String) -> (word: String, names: [String]?) {
        guard let blank = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (text, nil) }
        let names = text[blank...].split(separator: ",", omittingEmptySubsequences: false).map { name -> Substring in
            let start = name.firstIndex { $0 != " " && $0 != "\t" } ?? name.endIndex
            let end = name.lastIndex { $0 != " " && $0 != "\t" }.map(name.index(after:)) ?? start
            return name[start..<max(start, end)]
        }
        let isIdentifier = { (name: Substring) in
            let bare = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? name.dropFirst().dropLast() : name
            return !bare.isEmpty && !bare.first!.isNumber && bare.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        return (String(text[..<blank]), names.allSatisfy(isIdentifier) ? names.map(String.init) : [])
    }

    /// Takes the annotations up to a declaration's keyword: those right before it (after `boundary`,
    /// between attributes) lead it; a trailing one on the previous member's line goes to that member;
    /// anything older was inside an earlier declaration and attaches to nothing.
    mutating func takeLeadingAnnotations(start: Int, keywordIndex: Int) -> [Int] {
        var leading: [Int] = []
        while annotationCursor < annotations.count, annotations[annotationCursor].nextTokenIndex <= keywordIndex {
            let annotation = annotations[annotationCursor]
            if annotation.nextTokenIndex <= start, attachTrailing(annotationCursor) {
                // Attached to the previous member.
            } else if annotation.nextTokenIndex >= boundary, !annotation.isTrailing || annotation.nextTokenIndex > start {
                // A trailing comment only leads when it sits among this declaration's own attributes
                // (`@MainActor // lockstep: aggregate`); after `struct A {}` it must not hijack the next type.
                leading.append(annotationCursor)
            } else {
                orphan(annotationCursor)
            }
            annotationCursor += 1
        }
        return leading
    }

    /// Attaches the trailing annotations before token `end` (a `#if`, `#else` or `#endif` line) to the last member:
    /// after that line, the member they follow is no longer the last one.
    mutating func attachTrailingAnnotations(before end: Int) {
        while annotationCursor < annotations.count, annotations[annotationCursor].nextTokenIndex <= end,
              annotations[annotationCursor].isTrailing, attachTrailing(annotationCursor) {
            annotationCursor += 1
        }
    }

    /// Settles every annotation before token `end` that no declaration can claim any more (before a `}`,
    /// at end of file): trailing ones still attach to the last member, the rest attach to nothing.
    mutating func settleAnnotations(before end: Int) {
        while annotationCursor < annotations.count, annotations[annotationCursor].nextTokenIndex <= end {
            if !attachTrailing(annotationCursor) { orphan(annotationCursor) }
            annotationCursor += 1
        }
    }

    /// Reports annotations inside a skipped body (before token `end`) as attached to nothing.
    mutating func orphanAnnotations(before end: Int) {
        while annotationCursor < annotations.count, annotations[annotationCursor].nextTokenIndex < end {
            orphan(annotationCursor)
            annotationCursor += 1
        }
    }

    /// Applies a trailing annotation to the last member if it is on that member's last line.
    private mutating func attachTrailing(_ annotationIndex: Int) -> Bool {
        let annotation = annotations[annotationIndex]
        let scope = scopes[scopes.count - 1]
        // Members that generate nothing (computed, payload-less case) still take it: ignoring them is harmless.
        guard annotation.isTrailing, annotation.line == scope.lastMemberEndLine else {
            return false
        }
        guard let keyword = annotationKeywords[annotationIndex] else { return true }
        guard keyword == .ignore else {
            diagnoseMismatch(annotationIndex, keyword: keyword, target: .property)
            return true
        }
        for reference in scope.lastMembers {
            switch reference {
            case .deferredWarning(let warningIndex):
                deferredWarnings[warningIndex].isCancelled = true
            case .compared(let memberIndex):
                guard let typeIndex = scope.typeIndex, case .property(var property) = model.types[typeIndex].comparedMembers[memberIndex] else { continue }
                property.isIgnored = true
                model.types[typeIndex].comparedMembers[memberIndex] = .property(property)
            case .member(let memberIndex):
                guard let typeIndex = scope.typeIndex else { continue }
                switch model.types[typeIndex].items[memberIndex] {
                case .property(var property):
                    property.isIgnored = true
                    model.types[typeIndex].items[memberIndex] = .property(property)
                case .enumCase(var enumCase):
                    enumCase.isIgnored = true
                    model.types[typeIndex].items[memberIndex] = .enumCase(enumCase)
                case .multiPayloadCase(var enumCase):
                    enumCase.isIgnored = true
                    model.types[typeIndex].items[memberIndex] = .multiPayloadCase(enumCase)
                case .directive:
                    break
                }
            }
        }
        return true
    }

    private mutating func orphan(_ annotationIndex: Int) {
        guard let keyword = annotationKeywords[annotationIndex] else { return }
        let annotation = annotations[annotationIndex]
        sink.warning("lockstep annotation '\(keyword.rawValue)' is not attached to any declaration it can apply to",
                     line: annotation.line, column: annotation.column)
    }

    /// Resolves the leading annotations of a declaration: returns the keyword if it fits the target,
    /// otherwise reports why it does not. Several different keywords on one declaration conflict.
    mutating func report(_ leading: [Int], target: AnnotationTarget) {
        _ = resolve(leading, target: target)
    }

    /// See ``report(_:target:)``; returns the accepted keyword.
    mutating func resolve(_ leading: [Int], target: AnnotationTarget) -> AnnotationKeyword? {
        var accepted: AnnotationKeyword?
        for annotationIndex in leading {
            guard let keyword = annotationKeywords[annotationIndex] else { continue }
            guard fits(keyword, target) else {
                diagnoseMismatch(annotationIndex, keyword: keyword, target: target)
                continue
            }
            if annotationLists[annotationIndex] != nil, case .type(let kind) = target, kind != .extension {
                // On a declaration the generator reads every stored property; names are for what it cannot see.
                let annotation = annotations[annotationIndex]
                sink.error("property names after 'lockstep: \(keyword.rawValue)' are for an extension of a type lockstep-gen cannot see; on \(kind.withArticle) it reads every stored property, so write '// lockstep: \(keyword.rawValue)' (and '// lockstep: ignore' on a property to leave out)",
                           line: annotation.line, column: annotation.column)
                continue
            }
            if let previous = accepted, previous != keyword {
                let annotation = annotations[annotationIndex]
                sink.error("lockstep annotation '\(keyword.rawValue)' conflicts with '\(previous.rawValue)' on the same declaration",
                           line: annotation.line, column: annotation.column)
                continue
            }
            accepted = keyword
        }
        return accepted
    }

    private func fits(_ keyword: AnnotationKeyword, _ target: AnnotationTarget) -> Bool {
        switch (keyword, target) {
        case (.aggregate, .type(.struct)), (.aggregate, .type(.class)): return true
        case (.wrapper, .type(.enum)), (.wrapper, .type(.struct)): return true
        // The extended type's declaration decides whether it fits (see `ExtensionResolution`).
        case (.aggregate, .type(.extension)), (.wrapper, .type(.extension)): return true
        case (.ignore, .property), (.ignore, .enumCase): return true
        default: return false
        }
    }

    /// Wrong placement of `aggregate`/`wrapper` is an error (the user expects a conformance that would
    /// silently be missing); a misplaced `ignore` only a warning (nothing would have been generated).
    private mutating func diagnoseMismatch(_ annotationIndex: Int, keyword: AnnotationKeyword, target: AnnotationTarget) {
        let annotation = annotations[annotationIndex]
        let expected: String
        switch keyword {
        case .aggregate: expected = "a struct or class"
        case .wrapper: expected = "an enum or struct"
        case .ignore: expected = "a stored property or enum case"
        }
        let message = "'lockstep: \(keyword.rawValue)' applies to \(expected), not to \(target.description)"
        if keyword == .ignore {
            sink.warning(message, line: annotation.line, column: annotation.column)
        } else {
            sink.error(message, line: annotation.line, column: annotation.column)
        }
    }
}
